import type { Client } from "@libsql/client";
import { mailboxKey } from "@/lib/forms/email";
import { setStatus, type Booking } from "./store";

// Who may hold the calendar. A booking is a request that holds no time until it is confirmed: by the visitor
// from their mailbox, or by staff in the desk. A confirmation from the mailbox books the call only while the
// party (its e-mail address, its network) holds fewer than PARTY_LIMIT upcoming calls and the site has not
// seen a burst of such confirmations; past that, staff confirm it. docs/security.md, "Booking and mail".

/** Upcoming calls one e-mail address, or one network (an IPv4 address, an IPv6 /48), holds at most. */
export const PARTY_LIMIT = 2;
/**
 * Calls confirmed from a mailbox in any hour, site-wide, before the rest wait for staff: far above a day's real
 * bookings, far below the two weeks' slots, so even a party with many mailboxes and networks cannot fill them.
 */
export const MAILBOX_CONFIRMATIONS_PER_HOUR = 12;
/** How long a blocked sender stays blocked. */
export const BLOCK_DAYS = 90;

const HOUR = 60 * 60_000;

/** Why a new request is refused, if it is. */
export type IntakeRefusal = "blocked" | "emailLimit";

/** The statuses a party's upcoming calls count in: requests still waiting, and calls that hold their time. */
const COUNTED = `(b.status IN ('booked', 'done', 'no_show') OR (b.status = 'pending' AND b.expires_at > ?))`;

async function upcoming(db: Client, by: "mailbox" | "network", key: string, now: Date, keptOnly = false) {
  const where = by === "mailbox" ? "b.party_key = ?" : "b.network_key = ?";
  const statuses = keptOnly ? "b.status IN ('booked', 'done', 'no_show')" : COUNTED;
  const result = await db.execute({
    sql: `SELECT count(*) AS n FROM bookings b
          WHERE ${where} AND b.starts_at > ? AND ${statuses}`,
    args: keptOnly ? [key, now.toISOString()] : [key, now.toISOString(), now.toISOString()],
  });
  return Number(result.rows[0]!.n);
}

/** Whether staff blocked this key (an e-mail key or a network key) and the block still runs. */
async function isBlocked(db: Client, key: string, now: Date): Promise<boolean> {
  const blocked = await db.execute({
    sql: "SELECT 1 FROM booking_blocked_senders WHERE key = ? AND expires_at > ?",
    args: [key, now.toISOString()],
  });
  return blocked.rows.length > 0;
}

/** A request's refusal at intake: a blocked sender, or an address that already has its calls. */
export async function intakeRefusal(
  db: Client,
  party: { emailKey: string; networkKey: string },
  now: Date,
): Promise<IntakeRefusal | undefined> {
  const mailbox = mailboxKey(party.emailKey);
  if (await isBlocked(db, mailbox, now)) return "blocked";
  if ((await upcoming(db, "mailbox", mailbox, now)) >= PARTY_LIMIT) return "emailLimit";
  return undefined;
}

/** What a confirmation from the mailbox came to. */
export type MailboxOutcome = "booked" | "needsStaff" | "taken" | "expired" | "already";

/**
 * Whether the party may book one more call by itself, or staff must confirm it. A blocked network only loses
 * this: one IPv4 address may be a whole mobile network's, so its other visitors still book, through staff.
 */
async function mayBookItself(db: Client, booking: Booking, now: Date): Promise<boolean> {
  if (booking.networkKey && (await isBlocked(db, booking.networkKey, now))) return false;
  if ((await upcoming(db, "mailbox", booking.partyKey, now, true)) >= PARTY_LIMIT) return false;
  if (booking.networkKey && (await upcoming(db, "network", booking.networkKey, now, true)) >= PARTY_LIMIT) return false;
  const recent = await db.execute({
    sql: "SELECT count(*) AS n FROM bookings WHERE confirmed_by = 'visitor' AND email_confirmed_at > ?",
    args: [new Date(now.getTime() - HOUR).toISOString()],
  });
  return Number(recent.rows[0]!.n) < MAILBOX_CONFIRMATIONS_PER_HOUR;
}

/** The visitor followed their mailbox link and pressed confirm: the address is theirs; book it if it may be. */
export async function confirmFromMailbox(db: Client, booking: Booking, now: Date): Promise<MailboxOutcome> {
  if (booking.status === "booked" || booking.status === "done") return "already";
  if (booking.status !== "pending" || (booking.expiresAt ?? "") <= now.toISOString()) return "expired";
  if (booking.startsAt <= now.toISOString()) return "expired";
  await db.execute({
    sql: "UPDATE bookings SET email_confirmed_at = coalesce(email_confirmed_at, ?) WHERE id = ?",
    args: [now.toISOString(), booking.id],
  });
  if (!(await mayBookItself(db, booking, now))) return "needsStaff";
  if ((await setStatus(db, booking.id, "booked", now, "visitor")) === "taken") {
    await setStatus(db, booking.id, "released", now);
    return "taken";
  }
  return "booked";
}

/** Requests whose wait is over, released (they held no time; this keeps the desk's list true). */
export async function releaseLapsed(db: Client, now: Date): Promise<void> {
  await db.execute({
    sql: "UPDATE bookings SET status = 'released', updated_at = ? WHERE status = 'pending' AND (expires_at <= ? OR starts_at <= ?)",
    args: [now.toISOString(), now.toISOString(), now.toISOString()],
  });
}

/**
 * Block a booking's sender for BLOCK_DAYS: their e-mail address books nothing more (its waiting requests are
 * released), and their network's calls need staff's confirmation. Booked calls stay for staff to cancel one by one.
 */
export async function blockSender(db: Client, booking: Booking, now: Date): Promise<void> {
  const until = new Date(now.getTime() + BLOCK_DAYS * 24 * HOUR).toISOString();
  const keys: [string, "email" | "network"][] = [[booking.partyKey, "email"]];
  if (booking.networkKey) keys.push([booking.networkKey, "network"]);
  await db.batch(
    [
      ...keys.map(([key, kind]) => ({
        sql: `INSERT INTO booking_blocked_senders (key, kind, created_at, expires_at) VALUES (?, ?, ?, ?)
              ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at`,
        args: [key, kind, now.toISOString(), until],
      })),
      {
        sql: "UPDATE bookings SET status = 'released', updated_at = ? WHERE status = 'pending' AND party_key = ?",
        args: [now.toISOString(), booking.partyKey],
      },
    ],
    "write",
  );
}
