import { createHash, randomBytes } from "node:crypto";
import type { Client, InValue, Row } from "@libsql/client";
import { insertStatements, type NewLead } from "../db/leads";
import { retryWhileBusy } from "../db/busy";
import type { BlockedInterval } from "./slots";

// Bookings in the database. The schema's triggers refuse any kept booking that overlaps another
// (receiver/db/migrations/021_bookings.sql): here a refusal becomes "taken".

export type BookingStatus = "booked" | "cancelled" | "done" | "no_show";

export interface Booking {
  id: number;
  leadId: number;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  sequence: number;
  createdAt: string;
  updatedAt: string;
  name: string;
  email: string;
  phone: string;
  service?: string;
  message?: string;
  landingPage?: string;
  source?: string;
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

const SELECT_BOOKINGS = `SELECT b.*, l.name, l.email, l.phone, l.service, l.message, o.landing_page, o.source
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
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone),
    service: optional(row.service),
    message: optional(row.message),
    landingPage: optional(row.landing_page),
    source: optional(row.source),
  };
}

/** The kept bookings' intervals that end after `fromMinutes`. */
export async function keptIntervals(db: Client, fromMinutes: number): Promise<BlockedInterval[]> {
  const result = await db.execute({
    sql: "SELECT blocked_from, blocked_until FROM bookings WHERE status <> 'cancelled' AND blocked_until > ?",
    args: [fromMinutes],
  });
  return result.rows.map((row) => ({ from: Number(row.blocked_from), until: Number(row.blocked_until) }));
}

export interface NewBooking {
  start: Date;
  end: Date;
  blocked: BlockedInterval;
  tokenHash: string;
}

/**
 * The lead and its booking in ONE write transaction: when the time was taken meanwhile, the trigger aborts it
 * and nothing at all is stored. The lead's id, or "taken".
 */
export async function storeBooking(db: Client, lead: NewLead, booking: NewBooking): Promise<number | "taken"> {
  const statements = insertStatements(lead);
  statements.push({
    // The lead inserted above has the highest id: AUTOINCREMENT, in this one writer's transaction.
    sql: `INSERT INTO bookings (lead_id, starts_at, ends_at, blocked_from, blocked_until, token_hash, created_at, updated_at)
          VALUES ((SELECT max(id) FROM leads), ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      booking.start.toISOString(),
      booking.end.toISOString(),
      booking.blocked.from,
      booking.blocked.until,
      booking.tokenHash,
      lead.receivedAt,
      lead.receivedAt,
    ],
  });
  try {
    const results = await retryWhileBusy(() => db.batch(statements, "write"));
    return Number(results[0]!.lastInsertRowid);
  } catch (error) {
    if (isOverlap(error)) return "taken";
    throw error;
  }
}

async function bookingsWhere(db: Client, where: string, args: InValue[]): Promise<Booking[]> {
  const result = await db.execute({ sql: `${SELECT_BOOKINGS} WHERE ${where} ORDER BY b.starts_at, b.id`, args });
  return result.rows.map(toBooking);
}

export async function bookingByToken(db: Client, token: string): Promise<Booking | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return (await bookingsWhere(db, "b.token_hash = ?", [hashToken(token)]))[0];
}

export async function bookingById(db: Client, id: number): Promise<Booking | undefined> {
  return (await bookingsWhere(db, "b.id = ?", [id]))[0];
}

/** Bookings starting in [from, until), any status. */
export async function bookingsBetween(db: Client, from: Date, until: Date): Promise<Booking[]> {
  return bookingsWhere(db, "b.starts_at >= ? AND b.starts_at < ?", [from.toISOString(), until.toISOString()]);
}

export async function bookingsOfLead(db: Client, leadId: number): Promise<Booking[]> {
  return bookingsWhere(db, "b.lead_id = ?", [leadId]);
}

/** A new status; "taken" when un-cancelling meets a booking made since. */
export async function setStatus(db: Client, id: number, status: BookingStatus, now: Date): Promise<"ok" | "taken"> {
  try {
    await db.execute({
      sql: "UPDATE bookings SET status = ?, sequence = sequence + 1, updated_at = ? WHERE id = ?",
      args: [status, now.toISOString(), id],
    });
    return "ok";
  } catch (error) {
    if (isOverlap(error)) return "taken";
    throw error;
  }
}

/** The booking at a new time, or "taken". */
export async function moveBooking(db: Client, id: number, booking: Omit<NewBooking, "tokenHash">, now: Date) {
  try {
    await db.execute({
      sql: `UPDATE bookings SET starts_at = ?, ends_at = ?, blocked_from = ?, blocked_until = ?, sequence = sequence + 1,
              updated_at = ? WHERE id = ? AND status = 'booked'`,
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
