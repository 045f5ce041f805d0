// @vitest-environment node
// Withdrawing a booking's consent as easily as it was given: the manage page's one post erases that booking and
// its lead, and the confirmation e-mail carries a withdraw link that erases everything about the address.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { bookingMailJobs } from "@/receiver/booking/mailJobs";
import { openDatabase } from "@/receiver/db/client";
import { createLogger } from "@/receiver/log";
import { bookingQueue, sendDue } from "@/receiver/mail/outbox";

const clock = () => new Date("2026-11-30T02:30:00.000Z");
const silent = createLogger({ write: () => {} });
let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "booking-withdraw-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

it("the manage page erases its booking in one post; the e-mail's withdraw link erases the address's data", async () => {
  const app = createReceiverApp({
    db,
    clock,
    log: silent,
    config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
    outbox: { kick() {}, stop: async () => {} },
  });
  const withdrawLinks: string[] = [];
  const mailer = {
    confirm: async (_booking: unknown, _link: string, withdraw: string) => void withdrawLinks.push(withdraw),
    invite: async () => {},
  };
  const book = async (email: string, start: string) => {
    const fields = { name: "Priya", phone: "+91 98480 12345", email, start, noticeVersion: site.privacy.noticeVersion };
    const answer = await app.request("/api/leads/bookings", { method: "POST", body: form(fields) });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { booking: { token: string } }).booking.token;
  };
  const leads = async () => (await db.execute("SELECT email FROM leads ORDER BY id")).rows.map((row) => row.email);

  const { slots } = (await (await app.request("/api/leads/bookings/slots")).json()) as { slots: string[] };
  const token = await book("priya@example.com", slots[0]!);
  await book("asha@example.com", slots[1]!);
  const withdrawn = await app.request("/api/leads/bookings/manage/withdraw", { method: "POST", body: form({ token }) });
  expect(withdrawn.status).toBe(200);
  expect(await leads()).toEqual(["asha@example.com"]);

  await sendDue(db, bookingQueue(bookingMailJobs(db, mailer, "https://site.example")), clock, silent);
  expect(withdrawLinks).toEqual([expect.stringMatching(/^https:\/\/site\.example\/privacy#withdraw=[\w-]{32}$/)]);
  const body = form({ token: withdrawLinks[0]!.split("=")[1]! });
  expect((await app.request("/api/leads/rights/withdraw", { method: "POST", body })).status).toBe(200);
  expect(await leads()).toEqual([]);
});
