import nodemailer from "nodemailer";
import { bookingCopy } from "@/content/booking";
import { site } from "@/content/site";
import { fill } from "@/lib/template";
import { indiaTime } from "@/lib/indiaTime";
import { isEmail } from "@/lib/forms/email";
import { bookingIcs } from "./ics";
import type { Booking } from "./store";

const words = bookingCopy.invitation;

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
      const values = { agency: site.name, when: indiaTime(booking.startsAt), phone: booking.phone };
      // The visitor's address passed the forms' rule when booked; an older one that does not is left out.
      const to = isEmail(booking.email) ? [booking.email, smtp.to] : [smtp.to];
      await transport.sendMail({
        from: smtp.from,
        to,
        subject: fill(method === "CANCEL" ? words.cancelSubject : words.subject, values),
        text: fill(method === "CANCEL" ? words.cancelText : words.text, values),
        icalEvent: { method, filename: "invite.ics", content: bookingIcs(booking, method) },
      });
    },
  };
}
