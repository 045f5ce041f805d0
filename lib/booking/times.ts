// Booked calls' times as a visitor reads them: in India, and in their own zone beside it when its clock differs.

const INDIA = "Asia/Kolkata";

/** The booking API, under the lead inbox's prefix (the receiver answers it wherever it answers the forms). */
export const BOOKING_API = "/api/leads/bookings";

/** How long a booking request waits for its confirmation before it lapses. */
export const REQUEST_HOLD_HOURS = 24;

const dayFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone, weekday: "short", day: "numeric", month: "short" });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone, hour: "numeric", minute: "2-digit", hour12: true });

/** The browser's own zone ("Europe/London"). */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Mon, 30 Nov" in India: the day a slot is listed under. */
export const indiaDayLabel = (at: Date) => dayFormat(INDIA).format(at);

/** "10:30 am" in India. */
export const indiaClock = (at: Date) => timeFormat(INDIA).format(at);

/** The same instant on the visitor's clock, with its day when that differs from India's; undefined when it reads the same. */
export function visitorClock(at: Date, zone: string): string | undefined {
  const theirs = timeFormat(zone).format(at);
  const theirDay = dayFormat(zone).format(at);
  if (theirs === indiaClock(at) && theirDay === indiaDayLabel(at)) return undefined;
  return theirDay === indiaDayLabel(at) ? theirs : `${theirDay}, ${theirs}`;
}

/** Slots grouped by their India day, in order. */
export function byIndiaDay(slots: readonly string[]): { day: string; slots: Date[] }[] {
  const days: { day: string; slots: Date[] }[] = [];
  for (const slot of slots) {
    const at = new Date(slot);
    const day = indiaDayLabel(at);
    if (days.at(-1)?.day !== day) days.push({ day, slots: [] });
    days.at(-1)!.slots.push(at);
  }
  return days;
}
