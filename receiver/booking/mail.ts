import nodemailer from "nodemailer";
import { site } from "@/content/site";
import { indiaTime } from "@/lib/indiaTime";
import { isEmail } from "@/lib/forms/email";
import { bookingIcs } from "./ics";
import type { Booking } from "./store";

/** Sends a booking's invitation (REQUEST, also for a move) or cancellation (CANCEL) to the visitor and the agency. */
export interface BookingMailer {
  invite(booking: Booking, method: "REQUEST" | "CANCEL"): Promise<void>;
}

/** iMIP over SMTP (the same SMTP_URL as the lead e-mails): the calendar part is what calendar apps act on. */
export function smtpBookingMailer(smtp: { url: string; from: string; to: string }): BookingMailer {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async invite(booking, method) {
      const when = indiaTime(booking.startsAt);
      // The visitor's address passed the forms' rule when booked; an older one that does not is left out.
      const to = isEmail(booking.email) ? [booking.email, smtp.to] : [smtp.to];
      await transport.sendMail({
        from: smtp.from,
        to,
        subject: method === "CANCEL" ? `Cancelled: call with ${site.name}, ${when}` : `Call with ${site.name}, ${when}`,
        text:
          method === "CANCEL"
            ? `The call booked for ${when} (India time) is cancelled.`
            : `Your call with ${site.name} is booked for ${when} (India time). We will call ${booking.phone}.`,
        icalEvent: { method, filename: "invite.ics", content: bookingIcs(booking, method) },
      });
    },
  };
}
