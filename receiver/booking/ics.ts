import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { bookingCopy } from "@/content/booking";
import { site } from "@/content/site";
import { fill } from "@/lib/template";
import type { Booking } from "./store";

// Calls as iCalendar (RFC 5545): the visitor's "Add to calendar" file, the e-mailed invitations (iMIP) and the
// staff's feed. One UID per booking, its SEQUENCE bumped on every change, so a calendar updates the one event.

const words = bookingCopy.invitation;

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const domain = site.email.split("@")[1]!;
/** A random id, so the UID counts nothing of the agency's bookings. */
export const bookingUid = (booking: Pick<Booking, "uid">) => `${booking.uid}@${domain}`;

function event(booking: Booking, cancelled: boolean) {
  return {
    id: bookingUid(booking),
    sequence: booking.sequence,
    stamp: new Date(booking.updatedAt),
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: fill(words.summary, { agency: site.name }),
    description: [booking.service, booking.message].filter(Boolean).join("\n\n") || undefined,
    location: fill(words.location, { phone: booking.phone }),
    organizer: { name: site.name, email: site.email },
    attendees: [
      {
        name: booking.name,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** One booking as a calendar file with the given method. */
export function bookingIcs(booking: Booking, method: IcsMethod): string {
  const calendar = ical({ prodId: { company: site.name, product: "Bookings" }, method: ICalCalendarMethod[method] });
  calendar.createEvent(event(booking, method === "CANCEL" || booking.status === "cancelled"));
  return calendar.toString();
}

/** A staff member's feed: every booking in it, cancelled ones marked so, as a subscribed calendar reads them. */
export function bookingsFeed(bookings: readonly Booking[]): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Bookings" },
    name: `${site.name} calls`,
    ttl: 15 * 60,
  });
  for (const booking of bookings) calendar.createEvent(event(booking, booking.status === "cancelled"));
  return calendar.toString();
}
