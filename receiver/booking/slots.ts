import { TZDate } from "@date-fns/tz";
import { INDIA, indiaDay } from "../calendar";
import type { BookingSettings } from "./settings";

// The free slots: every start in the weekly hours of the days ahead, past the notice, off the blocked days,
// whose call and buffer meet no kept booking. Pure, so the rules are tested without a database.

const MINUTE = 60_000;

/** A kept booking's time with its buffer, in epoch minutes (end exclusive). */
export interface BlockedInterval {
  from: number;
  until: number;
}

export const toMinutes = (date: Date) => Math.floor(date.getTime() / MINUTE);

/** The day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** "HH:MM" on an India day, as an instant. */
function indiaTime(day: string, time: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, INDIA).getTime());
}

/** The interval a call starting at `start` keeps from others: its own time and the buffer after it. */
export function blockedBy(
  start: Date,
  settings: Pick<BookingSettings, "slotMinutes" | "bufferMinutes">,
): BlockedInterval {
  const from = toMinutes(start);
  return { from, until: from + settings.slotMinutes + settings.bufferMinutes };
}

/** Every free start, earliest first. */
export function freeSlots(
  settings: BookingSettings,
  blockedDays: ReadonlySet<string>,
  kept: readonly BlockedInterval[],
  now: Date,
): Date[] {
  const earliest = now.getTime() + settings.noticeMinutes * MINUTE;
  const today = indiaDay(now);
  const step = (settings.slotMinutes + settings.bufferMinutes) * MINUTE;
  const slots: Date[] = [];
  // Kept bookings never overlap one another, so sorted by start they are sorted by end too: one pass over both.
  const sorted = [...kept].sort((a, b) => a.from - b.from);
  let next = 0;
  for (let offset = 0; offset < settings.horizonDays; offset++) {
    const day = addDays(today, offset);
    const hours = settings.weeklyHours[new Date(`${day}T12:00:00Z`).getUTCDay()];
    if (!hours || blockedDays.has(day)) continue;
    const closes = indiaTime(day, hours[1]).getTime();
    for (let at = indiaTime(day, hours[0]).getTime(); at + settings.slotMinutes * MINUTE <= closes; at += step) {
      const start = new Date(at);
      if (at < earliest) continue;
      const interval = blockedBy(start, settings);
      while (next < sorted.length && sorted[next]!.until <= interval.from) next++;
      // The first kept booking ending after this start is the only one that can overlap it.
      if (next >= sorted.length || sorted[next]!.from >= interval.until) slots.push(start);
    }
  }
  return slots;
}

/** Midnight at the start of an India day (YYYY-MM-DD). */
export const startOfIndiaDay = (day: string) => indiaTime(day, "00:00");
