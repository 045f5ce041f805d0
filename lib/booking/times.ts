import { localeInfo, type Locale } from "@/lib/locales";
import { indiaTime } from "@/lib/indiaTime";

// Booked calls' times as a visitor reads them: in India, and in their own zone beside it when its clock differs,
// each in the page's language ("Tue, 1 Dec, 10:30 am"; "1 డిసెం, మంగళ, 10:30 ఉదయం"; "मंगल, 1 दिस॰, सुबह 10:30").

const INDIA = "Asia/Kolkata";

/** The booking API, under the lead inbox's prefix (the receiver answers it wherever it answers the forms). */
export const BOOKING_API = "/api/leads/bookings";

/** How long a booking request waits for its confirmation before it lapses. */
export const REQUEST_HOLD_HOURS = 24;

const dayFormat = (tag: string, timeZone: string) =>
  new Intl.DateTimeFormat(tag, { timeZone, weekday: "short", day: "numeric", month: "short" });
// English writes "10:30 am"; Telugu and Hindi name the part of the day instead ("సాయంత్రం", "शाम").
const timeFormat = (tag: string, timeZone: string) =>
  new Intl.DateTimeFormat(
    tag,
    tag.startsWith("en")
      ? { timeZone, hour: "numeric", minute: "2-digit", hour12: true }
      : { timeZone, hour: "numeric", minute: "2-digit", dayPeriod: "short" },
  );

const longDay = (tag: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: INDIA, weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** The browser's own zone ("Europe/London"). */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface BookingClock {
  /** The day a slot is listed under, in India. */
  day(at: Date): string;
  /** The time of day in India. */
  time(at: Date): string;
  /** Day and time in India: when a request lapses, when the next e-mail may go. */
  moment(iso: string): string;
  /** The call's day, with its year, and time in India, as an e-mail about it writes them. */
  dated(iso: string): string;
  /** The same instant on the visitor's clock, with its day when that differs from India's; undefined when it reads the same. */
  visitor(at: Date, zone: string): string | undefined;
  /** Slots grouped by their India day, in order. */
  byDay(slots: readonly string[]): { day: string; slots: Date[] }[];
}

/** The booking's times written in `locale`. */
export function bookingClock(locale: Locale): BookingClock {
  const tag = localeInfo[locale].htmlLang;
  const day = (at: Date) => dayFormat(tag, INDIA).format(at);
  const time = (at: Date) => timeFormat(tag, INDIA).format(at);
  return {
    day,
    time,
    moment: (iso) => `${day(new Date(iso))}, ${time(new Date(iso))}`,
    // English keeps the staff's own form ("1 Dec 2026, 10:30 am IST"); the others write the weekday out.
    dated: (iso) =>
      locale === "en" ? indiaTime(iso) : `${longDay(tag).format(new Date(iso))}, ${time(new Date(iso))}`,
    visitor(at, zone) {
      const theirs = timeFormat(tag, zone).format(at);
      const theirDay = dayFormat(tag, zone).format(at);
      if (theirs === time(at) && theirDay === day(at)) return undefined;
      return theirDay === day(at) ? theirs : `${theirDay}, ${theirs}`;
    },
    byDay(slots) {
      const days: { day: string; slots: Date[] }[] = [];
      for (const slot of slots) {
        const at = new Date(slot);
        const label = day(at);
        if (days.at(-1)?.day !== label) days.push({ day: label, slots: [] });
        days.at(-1)!.slots.push(at);
      }
      return days;
    },
  };
}
