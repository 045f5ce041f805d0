// @vitest-environment node
// The free slots a visitor is offered, and the database's own refusal of any booking that overlaps a kept one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { eraseByEmail } from "@/receiver/db/erase";
import { personalDataStream } from "@/receiver/desk/personalData";
import type { NewLead } from "@/receiver/db/leads";
import { DEFAULT_SETTINGS, type BookingSettings } from "@/receiver/booking/settings";
import { blockedBy, freeSlots } from "@/receiver/booking/slots";
import { bookingsOfLead, keptIntervals, newToken, setStatus, storeBooking } from "@/receiver/booking/store";

// Monday 30 November 2026, 08:00 in India (02:30 UTC).
const MONDAY_8AM = new Date("2026-11-30T02:30:00.000Z");
const at = (india: string) => new Date(`${india}+05:30`);
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe("free slots", () => {
  const settings: BookingSettings = { ...DEFAULT_SETTINGS, noticeMinutes: 0, horizonDays: 7 };

  it("offers the site's meeting hours, Monday to Friday 09:00 to 19:00 India time, every 30 minutes", () => {
    const slots = freeSlots(DEFAULT_SETTINGS, new Set(), [], MONDAY_8AM);
    const monday = iso(slots.filter((slot) => slot < at("2026-12-01T00:00")));
    // Two hours' notice from 08:00: the first is 10:00; the last starts 18:30 and ends at closing.
    expect(monday[0]).toBe(at("2026-11-30T10:00").toISOString());
    expect(monday.at(-1)).toBe(at("2026-11-30T18:30").toISOString());
    expect(monday).toHaveLength(18);
    // Saturday and Sunday offer nothing; fourteen days ahead from Monday holds ten weekdays.
    expect(slots.some((slot) => [0, 6].includes(new Date(slot.getTime() + 330 * 60_000).getUTCDay()))).toBe(false);
    expect(slots).toHaveLength(18 + 9 * 20);
  });

  it("respects the minimum notice", () => {
    const slots = freeSlots({ ...settings, noticeMinutes: 26 * 60 }, new Set(), [], MONDAY_8AM);
    expect(slots[0]!.toISOString()).toBe(at("2026-12-01T10:00").toISOString());
  });

  it("skips blocked days", () => {
    const slots = freeSlots(settings, new Set(["2026-11-30", "2026-12-02"]), [], MONDAY_8AM);
    const days = new Set(
      iso(slots).map((slot) => new Date(Date.parse(slot) + 330 * 60_000).toISOString().slice(0, 10)),
    );
    expect([...days]).toEqual(["2026-12-01", "2026-12-03", "2026-12-04"]);
  });

  it("keeps the buffer after every call free, and steps by call and buffer", () => {
    const buffered = { ...settings, bufferMinutes: 15 };
    const kept = [blockedBy(at("2026-11-30T10:30"), buffered)];
    const monday = iso(freeSlots(buffered, new Set(), kept, MONDAY_8AM)).slice(0, 4);
    // 09:00, 09:45, [10:30 taken], 11:15, 12:00
    expect(monday).toEqual(["09:00", "09:45", "11:15", "12:00"].map((t) => at(`2026-11-30T${t}`).toISOString()));
  });
});

describe("bookings in the database", () => {
  let dir: string;
  let db: Client;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "bookings-"));
    db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const lead = (email: string): NewLead => ({
    kind: "contact",
    receivedAt: MONDAY_8AM.toISOString(),
    name: "Priya Sharma",
    phone: "+91 98480 12345",
    email,
    noticeVersion: "1",
    consentAt: MONDAY_8AM.toISOString(),
  });
  /** A request stored and then confirmed by staff: the lead's id, or "taken" when the time was kept already. */
  const book = async (email: string, start: Date, minutes = 30, buffer = 0) => {
    const { leadId, bookingId } = await storeBooking(db, lead(email), {
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      blocked: blockedBy(start, { slotMinutes: minutes, bufferMinutes: buffer }),
      tokenHash: newToken().hash,
      expiresAt: new Date(MONDAY_8AM.getTime() + 24 * 60 * 60_000),
      networkKey: "network",
    });
    return (await setStatus(db, bookingId, "booked", MONDAY_8AM, "staff")) === "taken" ? "taken" : leadId;
  };
  const held = async () =>
    Number((await db.execute("SELECT count(*) AS n FROM bookings WHERE status = 'booked'")).rows[0]!.n);
  const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  it("refuses to confirm an overlapping booking, even after the slot length changed; the refused request holds nothing", async () => {
    expect(await book("a@example.com", at("2026-11-30T10:00"), 60)).toEqual(expect.any(Number));
    // A 30-minute slot at 10:30 starts at no kept start, yet falls inside the hour booked before.
    expect(await book("b@example.com", at("2026-11-30T10:30"), 30)).toBe("taken");
    expect(await held()).toBe(1);
    expect(await keptIntervals(db, 0)).toHaveLength(1);
    expect(await book("c@example.com", at("2026-11-30T11:00"), 30)).toEqual(expect.any(Number));
  });

  it("a buffer keeps the next call away; a cancelled booking frees its time; un-cancelling a taken time is refused", async () => {
    const first = (await book("a@example.com", at("2026-11-30T10:00"), 30, 15)) as number;
    expect(await count("bookings")).toBe(1);
    expect(await book("b@example.com", at("2026-11-30T10:30"))).toBe("taken");
    const [booking] = await bookingsOfLead(db, first);
    await setStatus(db, booking!.id, "cancelled", MONDAY_8AM);
    expect(await keptIntervals(db, 0)).toEqual([]);
    expect(await book("b@example.com", at("2026-11-30T10:00"))).toEqual(expect.any(Number));
    expect(await setStatus(db, booking!.id, "booked", MONDAY_8AM)).toBe("taken");
  });

  it("a person's data export lists their booked calls", async () => {
    await book("a@example.com", at("2026-11-30T10:00"));
    const exported = JSON.parse(await new Response(personalDataStream(db, "a@example.com", MONDAY_8AM)).text()) as {
      leads: { calls: { startsAt: string; status: string }[] }[];
    };
    expect(exported.leads[0]!.calls).toEqual([
      expect.objectContaining({ startsAt: at("2026-11-30T10:00").toISOString(), status: "booked" }),
    ]);
  });

  it("erasing a person erases their booked calls", async () => {
    await book("a@example.com", at("2026-11-30T10:00"));
    await book("b@example.com", at("2026-11-30T11:00"));
    expect(await eraseByEmail(db, "a@example.com")).toBe(1);
    expect(await count("bookings")).toBe(1);
  });
});
