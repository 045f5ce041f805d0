import { isLocale, type Locale } from "@/lib/locales";
import { createHash, randomBytes } from "node:crypto";
import type { Client, InValue, Row } from "@libsql/client";
import { mailboxKey } from "@/lib/forms/email";
import { insertStatements, type NewLead } from "../db/leads";
import { retryWhileBusy } from "../db/busy";
import type { BlockedInterval } from "./slots";

// Bookings in the database. A booking starts as a request ("pending", holding no time); the schema's triggers
// refuse any kept booking that overlaps another (receiver/db/migrations/031_booking_confirmation.sql): here a
// refusal becomes "taken".

export type BookingStatus = "pending" | "released" | "booked" | "cancelled" | "done" | "no_show";
/** The statuses that hold their time. */
export const KEPT_STATUSES = ["booked", "done", "no_show"] as const;
const KEPT_SQL = KEPT_STATUSES.map((status) => `'${status}'`).join(", ");

export interface Booking {
  id: number;
  leadId: number;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  sequence: number;
  createdAt: string;
  updatedAt: string;
  /** Calendar apps' UID: random, so it counts nothing. */
  uid: string;
  /** Until when a request waits for its confirmation. */
  expiresAt?: string;
  /** When the visitor confirmed from their mailbox; until then nothing they typed is sent to the address. */
  emailConfirmedAt?: string;
  confirmedBy?: "visitor" | "staff";
  /** The mailbox its address reaches (mailboxKey), which per-address limits and blocks count by. */
  partyKey: string;
  networkKey?: string;
  name: string;
  email: string;
  phone: string;
  service?: string;
  message?: string;
  landingPage?: string;
  source?: string;
  /** The language of the page it was booked on: the visitor's e-mails and calendar file are written in it. */
  language: Locale;
}

/** A new manage link's token and the hash kept of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Tokens as newToken makes them: anything else is not looked up. */
export const TOKEN_PATTERN = /^[\w-]{32}$/;

const isOverlap = (error: unknown) => String(error).includes("booking_overlap");

const SELECT_BOOKINGS = `SELECT b.*, l.name, l.email, l.phone, l.service, l.message, l.language, o.landing_page, o.source
  FROM bookings b JOIN leads l ON l.id = b.lead_id LEFT JOIN lead_origins o ON o.lead_id = l.id`;

const optional = (value: unknown) => (value === null || value === undefined ? undefined : String(value));

function toBooking(row: Row): Booking {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    startsAt: String(row.starts_at),
    endsAt: String(row.ends_at),
    status: String(row.status) as BookingStatus,
    sequence: Number(row.sequence),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    uid: String(row.uid),
    expiresAt: optional(row.expires_at),
    emailConfirmedAt: optional(row.email_confirmed_at),
    confirmedBy: optional(row.confirmed_by) as Booking["confirmedBy"],
    partyKey: String(row.party_key ?? mailboxKey(String(row.email))),
    networkKey: optional(row.network_key),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    service: optional(row.service),
    message: optional(row.message),
    landingPage: optional(row.landing_page),
    source: optional(row.source),
    language: isLocale(row.language) ? row.language : "en",
  };
}

/** The kept bookings' intervals that end after `fromMinutes`. */
export async function keptIntervals(db: Client, fromMinutes: number): Promise<BlockedInterval[]> {
  const result = await db.execute({
    sql: `SELECT blocked_from, blocked_until FROM bookings WHERE status IN (${KEPT_SQL}) AND blocked_until > ?`,
    args: [fromMinutes],
  });
  return result.rows.map((row) => ({ from: Number(row.blocked_from), until: Number(row.blocked_until) }));
}

export interface NewBooking {
  start: Date;
  end: Date;
  blocked: BlockedInterval;
  tokenHash: string;
  /** Until when the request waits for its confirmation. */
  expiresAt: Date;
  networkKey: string;
}

/**
 * The lead and its booking request in ONE write transaction. A request holds no time, so nothing here can be
 * "taken": that is decided when it is confirmed. The lead's and the booking's ids.
 */
export async function storeBooking(
  db: Client,
  lead: NewLead,
  booking: NewBooking,
): Promise<{ leadId: number; bookingId: number }> {
  const statements = insertStatements(lead);
  statements.push({
    // The lead inserted above has the highest id: AUTOINCREMENT, in this one writer's transaction.
    sql: `INSERT INTO bookings (lead_id, starts_at, ends_at, blocked_from, blocked_until, token_hash, created_at, updated_at,
            status, expires_at, network_key, party_key, uid)
          VALUES ((SELECT max(id) FROM leads), ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
    args: [
      booking.start.toISOString(),
      booking.end.toISOString(),
      booking.blocked.from,
      booking.blocked.until,
      booking.tokenHash,
      lead.receivedAt,
      lead.receivedAt,
      booking.expiresAt.toISOString(),
      booking.networkKey,
      mailboxKey(lead.email),
      randomBytes(16).toString("hex"),
    ],
  });
  const results = await retryWhileBusy(() => db.batch(statements, "write"));
  return { leadId: Number(results[0]!.lastInsertRowid), bookingId: Number(results.at(-1)!.lastInsertRowid) };
}

async function bookingsWhere(db: Client, where: string, args: InValue[]): Promise<Booking[]> {
  const result = await db.execute({ sql: `${SELECT_BOOKINGS} WHERE ${where} ORDER BY b.starts_at, b.id`, args });
  return result.rows.map(toBooking);
}

/** The booking a manage token opens: the one the booking page got, or the mailbox link's. */
export async function bookingByToken(db: Client, token: string): Promise<Booking | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const hash = hashToken(token);
  return (await bookingsWhere(db, "b.token_hash = ? OR b.confirm_hash = ?", [hash, hash]))[0];
}

/** The booking whose mailbox link carries `token`: only that link confirms a request. */
export async function bookingByConfirmToken(db: Client, token: string): Promise<Booking | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return (await bookingsWhere(db, "b.confirm_hash = ?", [hashToken(token)]))[0];
}

export async function bookingById(db: Client, id: number): Promise<Booking | undefined> {
  return (await bookingsWhere(db, "b.id = ?", [id]))[0];
}

/** Bookings starting in [from, until), any status. */
export async function bookingsBetween(db: Client, from: Date, until: Date): Promise<Booking[]> {
  return bookingsWhere(db, "b.starts_at >= ? AND b.starts_at < ?", [from.toISOString(), until.toISOString()]);
}

/** Requests waiting for confirmation, soonest first. */
export async function pendingRequests(db: Client): Promise<Booking[]> {
  return bookingsWhere(db, "b.status = 'pending'", []);
}

export async function bookingsOfLead(db: Client, leadId: number): Promise<Booking[]> {
  return bookingsWhere(db, "b.lead_id = ?", [leadId]);
}

/** A new status; "taken" when un-cancelling meets a booking made since. */
export async function setStatus(
  db: Client,
  id: number,
  status: BookingStatus,
  now: Date,
  confirmedBy?: Booking["confirmedBy"],
): Promise<"ok" | "taken"> {
  try {
    await db.execute({
      sql: `UPDATE bookings SET status = ?, sequence = sequence + 1, updated_at = ?,
              confirmed_by = coalesce(?, confirmed_by) WHERE id = ?`,
      args: [status, now.toISOString(), confirmedBy ?? null, id],
    });
    return "ok";
  } catch (error) {
    if (isOverlap(error)) return "taken";
    throw error;
  }
}

/** The booking at a new time, or "taken". */
export async function moveBooking(
  db: Client,
  id: number,
  booking: Pick<NewBooking, "start" | "end" | "blocked">,
  now: Date,
) {
  try {
    await db.execute({
      sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, blocked_from = ?, blocked_until = ?, sequence = sequence + 1,
              updated_at = ? WHERE id = ? AND status IN ('booked', 'pending')`,
      args: [
        booking.start.toISOString(),
        booking.end.toISOString(),
        booking.blocked.from,
        booking.blocked.until,
        now.toISOString(),
        id,
      ],
    });
    return "ok" as const;
  } catch (error) {
    if (isOverlap(error)) return "taken" as const;
    throw error;
  }
}
