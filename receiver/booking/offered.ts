import type { Client } from "@libsql/client";
import { indiaDay } from "../calendar";
import { blockedDays, readSettings } from "./settings";
import { bookingCopyIn } from "@/lib/content/booking";
import type { Locale } from "@/lib/locales";
import { blockedBy, freeSlots, toMinutes, type BlockedInterval } from "./slots";
import { keptIntervals } from "./store";

/** An ISO 8601 date and time with its zone: "2026-12-01T04:30:00.000Z" or "2026-12-01T10:00:00+05:30". */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export type ChosenStart =
  { ok: true; slot: { start: Date; end: Date; blocked: BlockedInterval } } | { ok: false; error: string };

/** The slots offered now, from the database's settings, blocked days and kept bookings. */
export function offeredSlots(db: Client, now: () => Date) {
  /** The free starts; with `ignoringBookings`, every start the hours offer (a taken one is the trigger's call). */
  async function slotList(ignoringBookings = false) {
    const at = now();
    const settings = await readSettings(db);
    const blocked = new Set((await blockedDays(db, indiaDay(at))).map((day) => day.day));
    const kept = ignoringBookings ? [] : await keptIntervals(db, toMinutes(at));
    return { slots: freeSlots(settings, blocked, kept, at), ...settings };
  }

  /**
   * The chosen start with its end and kept interval, when it is one the hours offer now. A time must name its
   * zone (an offset or Z, as the page sends it): one without would be read in the server's own zone. A refusal
   * is worded in the language the page was in.
   */
  async function chosenStart(value: FormDataEntryValue | null, language: Locale): Promise<ChosenStart> {
    const words = bookingCopyIn(language).slots;
    if (typeof value !== "string" || !value) return { ok: false, error: words.required };
    if (!ZONED_TIME.test(value)) return { ok: false, error: words.zoneMissing };
    const time = Date.parse(value);
    const { slots, slotMinutes, bufferMinutes } = await slotList(true);
    const start = slots.find((slot) => slot.getTime() === time);
    if (!start) return { ok: false, error: words.required };
    const slot = {
      start,
      end: new Date(time + slotMinutes * 60_000),
      blocked: blockedBy(start, { slotMinutes, bufferMinutes }),
    };
    return { ok: true, slot };
  }

  /** The free starts as the visitor's page takes them. */
  const fresh = async () => (await slotList()).slots.map((slot) => slot.toISOString());

  return { slotList, chosenStart, fresh };
}
