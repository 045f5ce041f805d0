import type { Client } from "@libsql/client";
import { CONFIRM_BOOKING_PATH } from "@/lib/paths";
import { localizePath } from "@/lib/locales";
import { mailboxKey } from "@/lib/forms/email";
import type { OutboxSend } from "../mail/outbox";
import type { BookingMailer } from "./mail";
import { withdrawLink } from "../rights/withdraw";
import { bookingById, newToken } from "./store";

const DAY = 24 * 60 * 60_000;

/**
 * Reserve the one confirmation e-mail a mailbox may get in a day (however its address is spelled: mailboxKey);
 * false when it had one. One statement, so two requests at once cannot both send.
 */
export async function reserveConfirmation(db: Client, address: string, now: Date): Promise<boolean> {
  const result = await db.execute({
    sql: `INSERT INTO confirmation_sends (email_key, sent_at) VALUES (?, ?)
          ON CONFLICT (email_key) DO UPDATE SET sent_at = excluded.sent_at WHERE sent_at <= ? RETURNING email_key`,
    args: [mailboxKey(address), now.toISOString(), new Date(now.getTime() - DAY).toISOString()],
  });
  return result.rows.length === 1;
}

/** When an address may next get a confirmation e-mail (undefined: now). */
export async function nextConfirmationAt(db: Client, emailKey: string, now: Date): Promise<Date | undefined> {
  const result = await db.execute({
    sql: "SELECT sent_at FROM confirmation_sends WHERE email_key = ?",
    args: [emailKey],
  });
  const sent = result.rows[0] ? Date.parse(String(result.rows[0].sent_at)) : undefined;
  return sent !== undefined && sent + DAY > now.getTime() ? new Date(sent + DAY) : undefined;
}

/**
 * What the outbox sends for a booking. A confirmation gets a fresh mailbox token (only its hash is kept), so the
 * link works from the e-mail alone; an invitation or cancellation goes only to an address its owner confirmed.
 */
export function bookingMailJobs(db: Client, mailer: BookingMailer, siteOrigin: string): OutboxSend {
  return async (kind, bookingId) => {
    const booking = await bookingById(db, bookingId);
    if (!booking) return "skipped";
    // Every e-mail carries a way to withdraw consent and erase, as easy as the booking was.
    const withdraw = () => withdrawLink(db, siteOrigin, booking.email, booking.language, new Date());
    if (kind === "confirm") {
      if (booking.status !== "pending") return "skipped";
      const { token, hash } = newToken();
      await db.execute({ sql: "UPDATE bookings SET confirm_hash = ? WHERE id = ?", args: [hash, bookingId] });
      await mailer.confirm(
        booking,
        `${siteOrigin}${localizePath(CONFIRM_BOOKING_PATH, booking.language)}#${token}`,
        await withdraw(),
      );
      return "sent";
    }
    if (!booking.emailConfirmedAt) return "skipped";
    await mailer.invite(booking, kind === "cancel" ? "CANCEL" : "REQUEST", await withdraw());
    return "sent";
  };
}
