import type { Client } from "@libsql/client";
import { indiaDay } from "../calendar";
import { blockedDays, readSettings } from "./settings";
import { blockedBy, freeSlots, toMinutes } from "./slots";
import { keptIntervals } from "./store";

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

  /** The chosen start with its end and kept interval, when it is one the hours offer now. */
  async function chosenStart(value: FormDataEntryValue | null) {
    const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
    const { slots, slotMinutes, bufferMinutes } = await slotList(true);
    const start = slots.find((slot) => slot.getTime() === time);
    if (!start) return undefined;
    return {
      start,
      end: new Date(time + slotMinutes * 60_000),
      blocked: blockedBy(start, { slotMinutes, bufferMinutes }),
    };
  }

  /** The free starts as the visitor's page takes them. */
  const fresh = async () => (await slotList()).slots.map((slot) => slot.toISOString());

  return { slotList, chosenStart, fresh };
}
