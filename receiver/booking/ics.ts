import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { bookingCopyIn } from "@/lib/content/booking";
import { site } from "@/lib/content/site";
import { isEmail } from "@/lib/forms/email";
import { fill } from "@/lib/template";
import { cleanText } from "../text";
import type { Booking } from "./store";

// Calls as iCalendar (RFC 5545): the visitor's "Add to calendar" file, the e-mailed invitations (iMIP) and the
// staff's feed. One UID per booking, its SEQUENCE bumped on every change, so a calendar updates the one event.

export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const domain = site.email.split("@")[1]!;

/** The event's UID: the booking's random uid, so it tells no one how many calls the agency has booked. */
export const bookingUid = (booking: Pick<Booking, "uid">) => `${booking.uid}@${domain}`;

/**
 * A name as a quoted parameter value (CN). RFC 5545 has no escape inside one: a `"` ends it, so from
 * `Eve":MAILTO:x@evil.test` a parser reads the attacker's address as the attendee's (ical-generator writes `\"`,
 * which only some parsers honour). RFC 6868 would encode it as ^', but an app without RFC 6868 shows that as
 * typed; an apostrophe reads the same in every app. A backslash goes too (the library doubles it, and a parser that
 * reads `\"` as a quote could misread the pair). Controls and line separators become spaces; format characters,
 * joiners included, are dropped: a parameter is a label, and a name reads without them.
 */
export function paramText(value: string): string {
  return cleanText(value)
    .replace(/"/g, "'")
    .replace(/[\\\p{Cf}\u{e0000}-\u{e007f}]/gu, "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A TEXT value (the summary, the description, the location): cleaned as at intake, for rows stored before that
 * cleaning. ical-generator then escapes its backslashes, semicolons, commas and line breaks.
 */
const text = (value: string) => cleanText(value, { multiline: true });

type Use = "visitor" | "feed";

function event(booking: Booking, method: IcsMethod | undefined, use: Use) {
  const cancelled = method === "CANCEL" || booking.status === "cancelled" || booking.status === "released";
  // To the visitor the organizer cannot answer for them (iMIP), so the invitation, its cancellation and the
  // downloaded file leave the visitor's answer open. In the staff's own feed it says what the visitor did:
  // accepted once they confirmed the call from their mailbox, still open before; who cancelled is not known,
  // so a cancelled call keeps that answer and is marked CANCELLED.
  const answer =
    use === "feed" && booking.emailConfirmedAt ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.NEEDSACTION;
  const name = paramText(booking.name);
  const description = [booking.service, booking.message].filter(Boolean).join("\n\n");
  // The visitor's file and invitations in the language they booked in; the staff's feed in English.
  const words = bookingCopyIn(use === "feed" ? "en" : booking.language).invitation;
  return {
    id: bookingUid(booking),
    sequence: booking.sequence,
    stamp: new Date(booking.updatedAt),
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: text(fill(words.summary, { agency: site.name })),
    description: description ? text(description) : undefined,
    location: text(fill(words.location, { phone: booking.phone })),
    organizer: { name: paramText(site.name), email: site.email },
    // An address that fails the forms' rule (a row older than it) is left out rather than written.
    attendees: isEmail(booking.email)
      ? [{ name: name || undefined, email: booking.email, role: ICalAttendeeRole.REQ, status: answer }]
      : [],
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === "pending"
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
  };
}

/** One booking as a calendar file with the given method: the visitor's download and the invitations. */
export function bookingIcs(booking: Booking, method: IcsMethod): string {
  const calendar = ical({ prodId: { company: site.name, product: "Bookings" }, method: ICalCalendarMethod[method] });
  calendar.createEvent(event(booking, method, "visitor"));
  return calendar.toString();
}

/** A staff member's feed: every booking in it, cancelled ones marked so, as a subscribed calendar reads them. */
export function bookingsFeed(bookings: readonly Booking[]): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Bookings" },
    name: `${site.name} calls`,
    ttl: 15 * 60,
  });
  for (const booking of bookings) calendar.createEvent(event(booking, undefined, "feed"));
  return calendar.toString();
}
