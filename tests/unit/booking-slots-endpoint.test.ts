// @vitest-environment node
// GET /slots, the booking route anyone may repeat: one answer per availability version, whichever receiver on
// the database made the change; a new one when time takes the first start past its notice or brings a new day;
// compressed when asked; and a per-address limit a visitor never meets.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Client, InStatement } from "@libsql/client";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { blockDay, DEFAULT_SETTINGS, MAX_OFFERED_SLOTS, saveSettings } from "@/receiver/booking/settings";
import { SLOTS_LIMIT, slotsEndpoint } from "@/receiver/booking/slotsEndpoint";

// Monday 30 November 2026, 08:00 in India: the first free time is 10:00 (two hours' notice).
const MONDAY_8AM = Date.parse("2026-11-30T08:00:00+05:30");
const FIRST = "2026-11-30T04:30:00.000Z";
let dir: string;
let db: Client;
let other: Client;
let time: number;
const now = () => new Date(time);
const queries: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "slots-endpoint-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  // A second receiver's connection to the same database.
  other = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  time = MONDAY_8AM;
  queries.length = 0;
});
afterEach(() => {
  db.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `client` with each statement it runs written down. */
const counted = (client: Client): Client =>
  new Proxy(client, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (name !== "execute") return typeof value === "function" ? value.bind(target) : value;
      return (statement: InStatement) => {
        queries.push(typeof statement === "string" ? statement : statement.sql);
        return target.execute(statement);
      };
    },
  });

/** A receiver's /slots behind a trusted proxy, as nginx forwards each visitor's address. */
function receiver(client = db) {
  const app = new Hono();
  const deps = {
    db: counted(client),
    now,
    config: { trustedProxies: ["127.0.0.1"] },
    socketAddress: () => "127.0.0.1",
  };
  app.get("/slots", slotsEndpoint(deps));
  return (headers: Record<string, string> = {}) =>
    app.request("/slots", { headers: { "X-Forwarded-For": "203.0.113.7", ...headers } });
}

type Slots = { ok: true; slotMinutes: number; slots: string[] };
const slotsOf = async (answer: Response) => ((await answer.json()) as Slots).slots;

/** A kept call at `start`, written as any receiver writes one. */
async function keep(client: Client, start: string) {
  const lead = await client.execute({
    sql: "INSERT INTO leads (kind, received_at, name, phone, email) VALUES ('contact', ?, 'Priya', '+91 98480 12345', 'p@example.com')",
    args: [now().toISOString()],
  });
  const from = Date.parse(start) / 60_000;
  await client.execute({
    sql: `INSERT INTO bookings (lead_id, starts_at, ends_at, blocked_from, blocked_until, status, token_hash, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, 'booked', ?, ?, ?)`,
    args: [lead.lastInsertRowid!, start, start, from, from + 30, `hash-${start}`, start, start],
  });
}

describe("GET /slots", () => {
  it("answers from one made answer until the availability changes, with one query a request", async () => {
    const get = receiver();
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const body = await first.text();
    expect((JSON.parse(body) as Slots).slots[0]).toBe(FIRST);
    queries.length = 0;
    const again = await get();
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await again.text()).toBe(body);
    expect(queries).toEqual(["SELECT version FROM availability_version WHERE id = 1"]);
  });

  it("makes each answer once when many ask at the same moment", async () => {
    const get = receiver();
    const answers = await Promise.all(Array.from({ length: 10 }, () => get()));
    expect(new Set(answers.map((answer) => answer.headers.get("ETag"))).size).toBe(1);
    expect(queries.filter((sql) => sql.includes("FROM booking_settings"))).toHaveLength(1);
  });

  it("makes a new answer after a call is kept, the settings change or a day is blocked, through another receiver", async () => {
    const get = receiver();
    const etags = [(await get()).headers.get("ETag")];
    await keep(other, FIRST);
    const afterBooking = await get();
    etags.push(afterBooking.headers.get("ETag"));
    expect((await slotsOf(afterBooking))[0]).toBe("2026-11-30T05:00:00.000Z");

    await other.execute("UPDATE bookings SET status = 'cancelled'");
    expect((await slotsOf(await get()))[0]).toBe(FIRST);

    await saveSettings(other, { ...DEFAULT_SETTINGS, slotMinutes: 60 }, now());
    const longer = await get();
    etags.push(longer.headers.get("ETag"));
    expect(((await longer.json()) as Slots).slotMinutes).toBe(60);

    await blockDay(other, "2026-11-30", "Diwali");
    const blocked = await get();
    etags.push(blocked.headers.get("ETag"));
    expect((await slotsOf(blocked))[0]).toBe("2026-12-01T03:30:00.000Z");
    expect(new Set(etags).size).toBe(4);
  });

  it("makes a new answer when the first time passes its notice, and when a day begins", async () => {
    const get = receiver();
    expect((await slotsOf(await get()))[0]).toBe(FIRST);
    time = Date.parse(FIRST) - 120 * 60_000;
    expect((await slotsOf(await get()))[0]).toBe(FIRST);
    time += 1;
    expect((await slotsOf(await get()))[0]).toBe("2026-11-30T05:00:00.000Z");

    // One day ahead, no notice: late on Monday nothing is left; at midnight Tuesday's hours are offered.
    await saveSettings(db, { ...DEFAULT_SETTINGS, noticeMinutes: 0, horizonDays: 1 }, now());
    time = Date.parse("2026-11-30T23:59:59.999+05:30");
    expect(await slotsOf(await get())).toEqual([]);
    time += 1;
    expect((await slotsOf(await get()))[0]).toBe("2026-12-01T03:30:00.000Z");
  });

  it(`offers at most ${MAX_OFFERED_SLOTS} times, whatever the settings saved before the desk bounded them`, async () => {
    const allDay = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, ["00:00", "23:59"] as const]));
    await saveSettings(
      db,
      { weeklyHours: allDay, slotMinutes: 15, bufferMinutes: 0, noticeMinutes: 0, horizonDays: 60 },
      now(),
    );
    const slots = await slotsOf(await receiver()());
    expect(slots).toHaveLength(MAX_OFFERED_SLOTS);
    expect(slots[0]).toBe("2026-11-30T02:30:00.000Z");
  });

  it("sends Brotli or gzip when asked, the same JSON, varying by Accept-Encoding", async () => {
    const get = receiver();
    const plain = await get();
    const json = await plain.text();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    const gzipped = await get({ "Accept-Encoding": "gzip" });
    expect(gzipped.headers.get("Content-Encoding")).toBe("gzip");
    const gzipBytes = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(gzipBytes).toString()).toBe(json);
    expect(gzipBytes.length).toBeLessThan(json.length / 3);
    const browser = await get({ "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await browser.arrayBuffer())).toString()).toBe(json);
    expect((await get({ "Accept-Encoding": "br;q=0.5, gzip" })).headers.get("Content-Encoding")).toBe("gzip");
    expect((await get({ "Accept-Encoding": "deflate" })).headers.get("Content-Encoding")).toBeNull();
  });

  it("answers 304 to the ETag it sent", async () => {
    const get = receiver();
    const etag = (await get()).headers.get("ETag")!;
    const unchanged = await get({ "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect((await get({ "If-None-Match": '"other"' })).status).toBe(200);
  });

  it(`refuses a ${SLOTS_LIMIT.max + 1}st request in a minute from one address, never another's`, async () => {
    const get = receiver();
    for (let i = 0; i < SLOTS_LIMIT.max; i++) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      ok: false,
      error: "Too many requests for the free times; try again later.",
    });
    // Only the hop the proxy wrote counts: an earlier one the visitor sent changes nothing.
    expect((await get({ "X-Forwarded-For": "198.51.100.1, 203.0.113.7" })).status).toBe(429);
    expect((await get({ "X-Forwarded-For": "198.51.100.1" })).status).toBe(200);
    time += SLOTS_LIMIT.windowMs;
    expect((await get()).status).toBe(200);
  });

  it("counts an IPv6 /64 as one address", async () => {
    const get = receiver();
    for (let i = 0; i < SLOTS_LIMIT.max; i++)
      expect((await get({ "X-Forwarded-For": `2001:db8:1:2::${i}` })).status).toBe(200);
    expect((await get({ "X-Forwarded-For": "2001:db8:1:2:ffff::1" })).status).toBe(429);
    expect((await get({ "X-Forwarded-For": "2001:db8:1:3::1" })).status).toBe(200);
  });
});
