import { bookingCopyIn } from "@/lib/content/booking";
import { site } from "@/lib/content/site";
import { rightsRequestIn } from "@/lib/content/rightsRequest";
import { fill } from "@/lib/template";
import { isEmail } from "@/lib/forms/email";
import { bookingClock, REQUEST_HOLD_HOURS } from "@/lib/booking/times";
import { bookingIcs } from "./ics";
import type { Booking } from "./store";
import { boundedSmtpTransport } from "../mail/transport";

/** The e-mails' words and the call's time in the language it was booked in. */
function wordsFor(booking: Booking) {
  return {
    words: bookingCopyIn(booking.language).invitation,
    withdrawLine: rightsRequestIn(booking.language).mail.withdrawLine,
    when: bookingClock(booking.language).dated(booking.startsAt),
  };
}

/**
 * The e-mails a visitor gets about a call. `confirm` asks the address's owner to confirm a request: the agency's
 * own fixed words, the time and the link, nothing the booker typed. `invite` is the iMIP invitation (REQUEST,
 * also for a move) or cancellation (CANCEL), sent only to an address its owner confirmed. Neither names the
 * agency's own inboxes: staff hear of calls through the lead e-mail and their calendar feeds.
 */
export interface BookingMailer {
  confirm(booking: Booking, link: string, withdraw: string): Promise<void>;
  invite(booking: Booking, method: "REQUEST" | "CANCEL", withdraw: string): Promise<void>;
}

/**
 * iMIP over SMTP (the same SMTP_URL as the lead e-mails): the calendar part is what calendar apps act on. A
 * visitor's e-mail comes from the agency's public address (the site record's), never from the internal inbox
 * the lead e-mails use (LEADS_NOTIFY_FROM defaults to it).
 */
export function smtpBookingMailer(smtp: { url: string }): BookingMailer {
  const from = { name: site.name, address: site.email };
  const transport = boundedSmtpTransport(smtp.url);
  // The visitor's address passed the forms' rule when booked; one that does not now is never written to.
  const recipient = (booking: Booking) => {
    if (!isEmail(booking.email)) throw new Error("the booking's address fails the e-mail rule");
    return booking.email;
  };
  return {
    async confirm(booking, link, withdraw) {
      const { words, withdrawLine, when } = wordsFor(booking);
      const values = { agency: site.name, when, phone: site.phone.display, link };
      await transport.sendMail({
        from,
        to: recipient(booking),
        subject: fill(words.confirmSubject, values),
        text: `${fill(words.confirmText, { ...values, hours: REQUEST_HOLD_HOURS })}\n\n${fill(withdrawLine, { withdraw })}`,
      });
    },
    async invite(booking, method, withdraw) {
      const { words, withdrawLine, when } = wordsFor(booking);
      const values = { agency: site.name, when, phone: booking.phone };
      await transport.sendMail({
        from,
        to: recipient(booking),
        subject: fill(method === "CANCEL" ? words.cancelSubject : words.subject, values),
        text: `${fill(method === "CANCEL" ? words.cancelText : words.text, values)}\n\n${fill(withdrawLine, { withdraw })}`,
        icalEvent: { method, filename: "invite.ics", content: bookingIcs(booking, method) },
      });
    },
  };
}
