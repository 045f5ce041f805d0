import { TZDate } from "@date-fns/tz";
import { subMonths } from "date-fns";

// Dates as the agency lives them, in India (Asia/Kolkata, from the time zone database): retention periods in
// calendar months, and the day a download is dated.

export const INDIA = "Asia/Kolkata";

/**
 * `now` minus `months` calendar months in India: the same day and time there, or the last day of the month
 * when it has no such day (31 March less one month is 28 or 29 February, never 2 or 3 March).
 */
export function monthsBefore(now: Date, months: number): Date {
  return new Date(subMonths(new TZDate(now.getTime(), INDIA), months).getTime());
}

const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: INDIA,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026-11-25": the day it is in India at `now`. */
export function indiaDay(now: Date): string {
  return indiaDate.format(now);
}
