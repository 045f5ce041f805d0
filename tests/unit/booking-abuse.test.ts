// @vitest-environment node
// A stranger against the booking API, in process on a moved clock: a flood from many addresses cannot take the
// calendar, a party holds at most two upcoming calls, and nothing the booker typed goes to an address whose owner
// did not confirm it. The real SMTP path is tried end to end in tests/e2e-forms/booking.spec.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { createLogger } from "@/receiver/log";
import { PARTY_LIMIT } from "@/receiver/booking/confirmation";
import type { BookingMailer } from "@/receiver/booking/mail";
import { bookingMailJobs } from "@/receiver/booking/mailJobs";
import { setStatus, type Booking } from "@/receiver/booking/store";
import { bookingQueue, enqueueMail, sendDue } from "@/receiver/mail/outbox";

const API = "/api/leads/bookings";
const PROXY = "10.0.0.1";
const silent = createLogger({ write: () => {} });
let dir: string;
let db: Client;
let now: number;
const clock = () => new Date(now);
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "booking-abuse-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  // Monday 30 November 2026, 08:00 in India.
  now = Date.parse("2026-11-30T02:30:00.000Z");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The messages a mailer was asked to send: who to, which kind, and the booking it was made from. */
type Sent = { to: string; kind: "confirm" | "REQUEST" | "CANCEL"; link?: string; booking: Booking };
function recordingMailer(sent: Sent[]): BookingMailer {
  return {
    confirm: async (booking, link) => void sent.push({ to: booking.email, kind: "confirm", link, booking }),
    invite: async (booking, method) => void sent.push({ to: booking.email, kind: method, booking }),
  };
}

function receiver(withMail: boolean) {
  const sent: Sent[] = [];
  const send = bookingMailJobs(db, recordingMailer(sent), "https://site.example");
  const app = createReceiverApp({
    db,
    clock,
    log: silent,
    // The default limit, 20 per 10 minutes from one address (or IPv6 /64).
    config: { rateLimit: { max: 20, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [PROXY] },
    socketAddress: () => PROXY,
    outbox: withMail ? { kick() {}, stop: async () => {} } : undefined,
  });
  const flush = () => sendDue(db, bookingQueue(send), clock, silent);
  return { app, sent, flush };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const book = (app: ReturnType<typeof receiver>["app"], from: string, fields: Record<string, string>) =>
  app.request(API, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": from },
    body: form({ name: "Priya", phone: "+91 98480 12345", noticeVersion: site.privacy.noticeVersion, ...fields }),
  });
const slots = async (app: ReturnType<typeof receiver>["app"]) =>
  ((await (await app.request(`${API}/slots`)).json()) as { slots: string[] }).slots;
const confirm = (app: ReturnType<typeof receiver>["app"], link: string) =>
  app.request(`${API}/confirm`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": "192.0.2.200" },
    body: form({ token: new URL(link).hash.slice(1) }),
  });

/** 100 attackers: 40 IPv6 hosts in one /48 (each in a /64 of its own), 59 IPv4 addresses, and one e-mail from one more. */
const attackers = [
  ...Array.from({ length: 40 }, (_, i) => ({
    from: `2001:db8:77:${i.toString(16)}::1`,
    email: (n: number) => `v6-${i}-${n}@evil.example`,
  })),
  ...Array.from({ length: 59 }, (_, i) => ({
    from: `198.51.100.${i + 1}`,
    email: (n: number) => `v4-${i}-${n}@evil.example`,
  })),
  { from: "203.0.113.9", email: () => "one@evil.example" },
];

/** 500 booking attempts over ten minutes of the moved clock, each for a free time; then every mailbox link confirmed. */
async function flood(target: ReturnType<typeof receiver>) {
  const start = now;
  let free: string[] = [];
  for (let attempt = 0; attempt < 500; attempt++) {
    now = start + attempt * 1200; // 500 attempts in 600 s
    const attacker = attackers[attempt % attackers.length]!;
    // The free times as the flood sees them, looked at again as it goes (each fresh look is a full answer).
    if (attempt % 10 === 0) free = await slots(target.app);
    await book(target.app, attacker.from, { email: attacker.email(attempt), start: free[attempt % free.length]! });
    if (attempt % 25 === 0) await target.flush();
  }
  await target.flush();
  for (const mail of target.sent.filter((m) => m.kind === "confirm")) await confirm(target.app, mail.link!);
}

// 500 requests through the whole receiver: seconds of work, longer while the build shares the machine.
describe("a flood of bookings", { timeout: 90_000 }, () => {
  it("without mail leaves every slot bookable: requests wait for staff and hold nothing", async () => {
    const target = receiver(false);
    const before = (await slots(target.app)).length;
    expect(before).toBeGreaterThan(150);
    await flood(target);
    const held = await db.execute("SELECT count(*) AS n FROM bookings WHERE status IN ('booked', 'done', 'no_show')");
    expect(Number(held.rows[0]!.n)).toBe(0);
    // Only the times the ten minutes moved past the notice are gone.
    expect((await slots(target.app)).length).toBeGreaterThanOrEqual(before - 1);
    expect(target.sent).toEqual([]);
  });

  it("with mail, every link confirmed, leaves at least 90% of the two weeks' slots and two calls a party", async () => {
    const target = receiver(true);
    const before = (await slots(target.app)).length;
    await flood(target);
    const after = (await slots(target.app)).length;
    expect(after / before).toBeGreaterThanOrEqual(0.9);
    const byParty =
      await db.execute(`SELECT l.email_key AS party, count(*) AS n FROM bookings b JOIN leads l ON l.id = b.lead_id
      WHERE b.status = 'booked' GROUP BY l.email_key UNION ALL
      SELECT b.network_key, count(*) FROM bookings b WHERE b.status = 'booked' GROUP BY b.network_key`);
    for (const row of byParty.rows) expect(Number(row.n)).toBeLessThanOrEqual(PARTY_LIMIT);
  });
});

describe("a stranger's address", () => {
  it("gets one confirmation a day, in the agency's words, and nothing the booker typed until its owner confirms", async () => {
    const target = receiver(true);
    const free = await slots(target.app);
    const fields = { name: "Your bank", email: "victim@example.org", message: "Verify: http://phish.example" };
    expect((await book(target.app, "198.51.100.7", { ...fields, start: free[3]! })).status).toBe(201);
    const second = await book(target.app, "198.51.100.8", { ...fields, start: free[5]! });
    expect(((await second.json()) as { booking: { mailSent: boolean } }).booking.mailSent).toBe(false);
    await target.flush();
    expect(target.sent.map((mail) => [mail.kind, mail.to])).toEqual([["confirm", "victim@example.org"]]);
    // Staff confirm the call (after phoning): still no invitation to an address nobody confirmed.
    const id = Number((await db.execute("SELECT id FROM bookings ORDER BY id LIMIT 1")).rows[0]!.id);
    expect(await setStatus(db, id, "booked", clock(), "staff")).toBe("ok");
    await enqueueMail(db, id, "invite", clock());
    await target.flush();
    expect(target.sent.filter((mail) => mail.kind !== "confirm")).toEqual([]);
    // A third request from the same address is refused under the e-mail field.
    const third = await book(target.app, "198.51.100.9", { ...fields, start: free[7]! });
    expect(third.status).toBe(400);
    expect(((await third.json()) as { errors: Record<string, string> }).errors.email).toMatch(/already has two calls/);
  });

  it("the owner's confirmation books the call, then the invitation goes to them alone", async () => {
    const target = receiver(true);
    const free = await slots(target.app);
    expect((await book(target.app, "198.51.100.7", { email: "priya@example.com", start: free[2]! })).status).toBe(201);
    await target.flush();
    const answer = await confirm(target.app, target.sent[0]!.link!);
    expect(((await answer.json()) as { outcome: string }).outcome).toBe("booked");
    await target.flush();
    expect(target.sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ["confirm", "priya@example.com"],
      ["REQUEST", "priya@example.com"],
    ]);
    expect(await slots(target.app)).not.toContain(free[2]);
  });
});

describe("one mailbox, many spellings", () => {
  it("counts priya+1@, p.r.i.y.a@ and PRIYA@ at Gmail as one address: one e-mail a day, two calls", async () => {
    const target = receiver(true);
    const free = await slots(target.app);
    const spellings = ["priya+1@gmail.com", "p.r.i.y.a@googlemail.com", "PRIYA+x@Gmail.com"];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push((await book(target.app, `198.51.100.${i + 20}`, { email, start: free[i]! })).status);
    expect(answers).toEqual([201, 201, 400]);
    await target.flush();
    expect(target.sent.map((mail) => mail.to)).toEqual(["priya+1@gmail.com"]);
  });
});
