// @vitest-environment node
// Rights requests through the whole receiver, in process on a moved clock: stored first, nothing shown or changed
// until the mailbox link's button is pressed, one confirmation e-mail a day per mailbox, the due dates the
// notice promises, staff reminded a week before, and erasure takes the requests with the rest. The browser's
// side, with a real SMTP server, is tests/e2e-forms/rights.spec.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail } from "@/receiver/db/erase";
import { createLogger } from "@/receiver/log";
import { sendDue } from "@/receiver/mail/outbox";
import { rightsMailQueue, type RightsMailer } from "@/receiver/rights/mail";
import { queueReminders } from "@/receiver/rights/reminders";
import { closeRightsCase, rightsRequestById } from "@/receiver/rights/store";
import { withdrawLink } from "@/receiver/rights/withdraw";
import { failedRightsMails, retryRightsMail } from "@/receiver/rights/failedMail";
import { purgeCutoffs, purgeExpired } from "@/receiver/retention";

const API = "/api/leads/rights";
const DAY = 86_400_000;
const silent = createLogger({ write: () => {} });
let dir: string;
let db: Client;
let now: number;
const clock = () => new Date(now);
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rights-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  now = Date.parse("2026-11-30T02:30:00.000Z");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Sent = { kind: "confirm" | "reply" | "remind"; to: string; link: string; id: number };
function receiver(withMail: boolean) {
  const sent: Sent[] = [];
  const mailer: RightsMailer = {
    confirm: async (r, link) => void sent.push({ kind: "confirm", to: r.email, link, id: r.id }),
    reply: async (r, link) => void sent.push({ kind: "reply", to: r.email, link, id: r.id }),
    remind: async (r, link) => void sent.push({ kind: "remind", to: "staff", link, id: r.id }),
  };
  const app = createReceiverApp({
    db,
    clock,
    log: silent,
    config: { rateLimit: { max: 50, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    outbox: withMail ? { kick() {}, stop: async () => {} } : undefined,
  });
  const flush = () => sendDue(db, rightsMailQueue(db, mailer, "https://site.example"), clock, silent);
  return { app, sent, flush };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const file = (app: ReturnType<typeof receiver>["app"], fields: Record<string, string>) =>
  app.request(API, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: form({ name: "Priya", noticeVersion: site.privacy.noticeVersion, ...fields }),
  });
const post = (app: ReturnType<typeof receiver>["app"], route: string, token: string) =>
  app.request(`${API}/${route}`, { method: "POST", body: form({ token }) });
const tokenOf = (link: string) => new URL(link).hash.slice(1).replace(/^rights=/, "");

it("stores a request, confirms it only from the mailbox link, and shows its state to that link alone", async () => {
  const { app, sent, flush } = receiver(true);
  const filed = await file(app, { kind: "grievance", email: "priya@example.com", details: "You called me twice." });
  expect(filed.status).toBe(201);
  expect(await filed.json()).toEqual({ ok: true, confirmBy: "email" });
  await flush();
  expect(sent).toEqual([expect.objectContaining({ kind: "confirm", to: "priya@example.com" })]);
  expect(sent[0]!.link).toMatch(/^https:\/\/site\.example\/privacy#rights=[\w-]{32}$/);
  const id = sent[0]!.id;
  expect((await rightsRequestById(db, id))!.status).toBe("unconfirmed");

  // A guessed token opens nothing; a second request that day is stored but gets no second e-mail.
  expect((await post(app, "status", "x".repeat(32))).status).toBe(404);
  const again = await file(app, { kind: "access", email: "PRIYA@example.com" });
  expect(await again.json()).toEqual({ ok: true, confirmBy: "sentToday" });
  await flush();
  expect(sent).toHaveLength(1);

  const confirmed = await post(app, "confirm", tokenOf(sent[0]!.link));
  const { request } = (await confirmed.json()) as { request: Record<string, unknown> };
  expect(request).toMatchObject({ kind: "grievance", status: "open", reply: null });
  // A grievance is due in ninety days; the notice's other rights in thirty.
  expect(request.dueAt).toBe(new Date(now + 90 * DAY).toISOString());
  const access = (await db.execute("SELECT due_at FROM rights_requests WHERE kind = 'access'")).rows[0]!;
  expect(access.due_at).toBe(new Date(now + 30 * DAY).toISOString());
  expect(JSON.stringify(request)).not.toContain("twice");
});

it("refuses bad fields with a message under each, and says staff confirm when the site sends no mail", async () => {
  const { app } = receiver(false);
  const bad = await file(app, { kind: "everything", email: "priya@", name: "" });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { errors: object }).errors).toEqual({
    kind: "Choose what you ask for",
    name: "Enter your name",
    email: "Enter an e-mail address like name@example.com",
  });
  const good = await file(app, { kind: "erasure", email: "priya@example.com", language: "te" });
  expect(await good.json()).toEqual({ ok: true, confirmBy: "staff" });
  const row = (await db.execute("SELECT language, status FROM rights_requests")).rows[0]!;
  expect([row.language, row.status]).toEqual(["te", "unconfirmed"]);
});

it("reminds staff once, a week before an open case falls due, and erasure takes the requests", async () => {
  const { app, sent, flush } = receiver(true);
  await file(app, { kind: "correction", email: "ravi@example.com" });
  await flush();
  await post(app, "confirm", tokenOf(sent[0]!.link));
  now += 22 * DAY;
  expect(await queueReminders(db, clock())).toBe(0);
  now += 2 * DAY;
  expect(await queueReminders(db, clock())).toBe(1);
  expect(await queueReminders(db, clock())).toBe(0);
  await flush();
  expect(sent.at(-1)).toMatchObject({ kind: "remind", to: "staff", link: "https://site.example/desk/rights/1" });

  expect(await closeRightsCase(db, 1, "Corrected.", clock())).toBe(true);
  expect(await eraseByEmail(db, "RAVI@example.com")).toBe(0);
  expect((await db.execute("SELECT count(*) AS n FROM rights_requests")).rows[0]!.n).toBe(0);
});

it("a withdraw link erases everything about its address at once; a guessed one erases nothing", async () => {
  const { app } = receiver(true);
  await file(app, { kind: "access", email: "asha@example.com" });
  await file(app, { kind: "access", email: "other@example.com" });
  const link = await withdrawLink(db, "https://site.example", "Asha@Example.com", "hi", clock());
  expect(link).toMatch(/^https:\/\/site\.example\/hi\/privacy#withdraw=[\w-]{32}$/);
  expect((await post(app, "withdraw", "y".repeat(32))).status).toBe(404);
  expect((await post(app, "withdraw", link.split("=")[1]!)).status).toBe(200);
  const left = await db.execute("SELECT email FROM rights_requests UNION ALL SELECT email_key FROM withdraw_tokens");
  expect(left.rows.map((row) => row.email)).toEqual(["other@example.com"]);
});

it("the daily purge keeps what the notice says: unconfirmed 30 days, a case 12 months after its answer", async () => {
  const { app, sent, flush } = receiver(true);
  await file(app, { kind: "access", email: "old@example.com" });
  await file(app, { kind: "nomination", email: "kept@example.com" });
  await flush();
  await post(app, "confirm", tokenOf(sent.find((m) => m.to === "kept@example.com")!.link));
  await closeRightsCase(db, 2, "Your nominee is recorded.", clock());
  const kinds = async () => (await db.execute("SELECT kind FROM rights_requests")).rows.map((row) => row.kind);
  now += 31 * DAY;
  await purgeExpired(db, purgeCutoffs(clock()));
  expect(await kinds()).toEqual(["nomination"]);
  now += 340 * DAY;
  await purgeExpired(db, purgeCutoffs(clock()));
  expect(await kinds()).toEqual([]);
});

it("a confirmation the mail server keeps refusing is listed for the desk after its retries, and sent again", async () => {
  const { app } = receiver(true);
  await file(app, { kind: "access", email: "asha@example.com" });
  const refusing: RightsMailer = {
    confirm: async () => {
      throw new Error("550 mailbox unavailable");
    },
    reply: async () => {},
    remind: async () => {},
  };
  const queue = rightsMailQueue(db, refusing, "https://site.example");
  for (let attempt = 0; attempt < 6; attempt++) {
    await sendDue(db, queue, clock, silent);
    now += 361 * 60_000;
  }
  const [failed] = await failedRightsMails(db);
  expect(failed).toMatchObject({ requestId: 1, kind: "confirm", lastError: "550 mailbox unavailable" });
  await retryRightsMail(db, failed!.id, clock());
  expect(await failedRightsMails(db)).toEqual([]);
});
