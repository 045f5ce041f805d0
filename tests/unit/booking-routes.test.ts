// @vitest-environment node
// The booking API's refusals, in process (Hono's app.request): each a clear 4xx with nothing booked, and the
// retention purge taking a lead's bookings with it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { purgeOlderThan } from "@/receiver/db/erase";
import { spamPage } from "@/receiver/db/spam";
import { setStatus } from "@/receiver/booking/store";

// Monday 30 November 2026, 08:00 in India: the day's first free time is 10:00 (two hours' notice).
const clock = () => new Date("2026-11-30T02:30:00.000Z");
const FIRST = "2026-11-30T04:30:00.000Z";
const API = "/api/leads/bookings";
let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "booking-routes-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const app = (max = 100) =>
  createReceiverApp({
    db,
    clock,
    config: { rateLimit: { max, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
  });

function booking(over: Record<string, string> = {}): FormData {
  const data = new FormData();
  const fields = {
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email: "priya@example.com",
    noticeVersion: site.privacy.noticeVersion,
    start: FIRST,
    _gotcha: "",
    ...over,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
const post = (receiver: ReturnType<typeof app>, body: FormData | string, headers: Record<string, string> = {}) =>
  receiver.request(API, { method: "POST", body, headers: { Accept: "application/json", ...headers } });
const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe("the booking API", () => {
  it("offers the day's first time after the notice; a request holds nothing, the first confirmation wins", async () => {
    const receiver = app();
    const slots = (await (await receiver.request(`${API}/slots`)).json()) as { slots: string[] };
    expect(slots.slots[0]).toBe(FIRST);
    const first = await post(receiver, booking());
    expect(first.status).toBe(201);
    expect(((await first.json()) as { booking: { status: string; confirmBy: string } }).booking).toMatchObject({
      status: "pending",
      confirmBy: "staff",
    });
    expect((await post(receiver, booking({ email: "other@example.com" }))).status).toBe(201);
    const offered = (await (await receiver.request(`${API}/slots`)).json()) as { slots: string[] };
    expect(offered.slots[0]).toBe(FIRST);
    const [a, b] = (await db.execute("SELECT id FROM bookings ORDER BY id")).rows.map((row) => Number(row.id));
    expect(await setStatus(db, a!, "booked", clock(), "staff")).toBe("ok");
    expect(await setStatus(db, b!, "booked", clock(), "staff")).toBe("taken");
    const after = (await (await receiver.request(`${API}/slots`)).json()) as { slots: string[] };
    expect(after.slots[0]).toBe("2026-11-30T05:00:00.000Z");
  });

  it("refuses a time without its zone with a message that says so", async () => {
    const answer = await post(app(), booking({ start: "2026-11-30T10:00:00" }));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: Record<string, string> }).errors.start).toBe(
      "Send the time with its time zone, as the booking page does",
    );
  });

  it("refuses a time the hours do not offer, and missing details, under their fields", async () => {
    for (const start of ["2026-11-30T04:40:00.000Z", "2026-11-29T04:30:00.000Z", "2026-11-30T03:00:00.000Z", ""]) {
      const answer = await post(app(), booking({ start }));
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { errors: Record<string, string> }).errors.start).toBe(
        "Choose one of the times offered",
      );
    }
    const answer = await post(app(), booking({ name: "", email: "nope" }));
    const { errors } = (await answer.json()) as { errors: Record<string, string> };
    expect(errors.name).toBe("Name is required");
    expect(errors.email).toBeTruthy();
    expect(await count("bookings")).toBe(0);
    expect(await count("leads")).toBe(0);
  });

  it("refuses another site's post, another encoding and an oversized body", async () => {
    expect((await post(app(), booking(), { Origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await post(app(), "name=Priya", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(app(), booking({ message: "x".repeat(70 * 1024) }))).status).toBe(413);
  });

  it("refuses too many bookings from one address with 429 and when to retry", async () => {
    const limited = app(1);
    expect((await post(limited, booking())).status).toBe(201);
    const refused = await post(limited, booking({ start: "2026-11-30T05:00:00.000Z" }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    expect(await count("bookings")).toBe(1);
  });

  it("keeps a filled honeypot in the spam tray, booking nothing", async () => {
    expect((await post(app(), booking({ _gotcha: "http://spam.example" }))).status).toBe(201);
    expect(await count("bookings")).toBe(0);
    expect(await spamPage(db, 10, 0)).toHaveLength(1);
  });

  it("answers 404 for a token it never made, and takes no token in an address but a staff feed's", async () => {
    const receiver = app();
    for (const url of [
      `${API}/${"a".repeat(32)}`,
      `${API}/${"a".repeat(32)}/invite.ics`,
      `${API}/feed/${"b".repeat(32)}`,
    ])
      expect((await receiver.request(url)).status).toBe(404);
    for (const route of ["/manage", "/manage/calendar", "/manage/cancel", "/manage/move", "/confirm"]) {
      const body = new FormData();
      body.set("token", "a".repeat(32));
      expect((await receiver.request(`${API}${route}`, { method: "POST", body })).status).toBe(404);
    }
  });

  it("the retention purge deletes a lead's bookings with it", async () => {
    expect((await post(app(), booking())).status).toBe(201);
    await purgeOlderThan(db, { contact: "2026-12-01T00:00:00.000Z", application: "2000-01-01T00:00:00.000Z" });
    expect(await count("leads")).toBe(0);
    expect(await count("bookings")).toBe(0);
  });
});
