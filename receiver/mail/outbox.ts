import type { Client } from "@libsql/client";
import type { Logger } from "../log";

// The e-mails to visitors, queued in the database and sent by a worker: no visitor's or staff member's answer
// waits on the mail server, a failed send is tried again later, and what failed for good is listed in the desk.
// A row names a booking and what to send; the message is made from the booking when it is sent.

export type OutboxKind = "confirm" | "invite" | "cancel";

/** Minutes before each retry; after the last, the message has failed for good. */
export const RETRY_MINUTES = [1, 5, 30, 120, 360] as const;
/** A claim older than this belongs to a worker that stopped mid-send (above the SMTP timeouts). */
const CLAIM_STALE_MS = 10 * 60_000;
/** Each pass sends at most this many, so one pass stays short. */
const BATCH = 20;

/** Sends one queued message. Throws when it could not; resolves "skipped" when there is nothing to send any more. */
export type OutboxSend = (kind: OutboxKind, bookingId: number) => Promise<"sent" | "skipped">;

/**
 * A table of messages to send, each naming the row it is about: the bookings' (mail_outbox) or the rights
 * requests' (rights_mail). One worker sends from every queue, with the same claims and retries.
 */
export interface OutboxQueue {
  table: "mail_outbox" | "rights_mail";
  ref: "booking_id" | "request_id";
  send: (kind: string, id: number) => Promise<"sent" | "skipped">;
}

export async function enqueueMail(db: Client, bookingId: number, kind: OutboxKind, now: Date): Promise<void> {
  await db.execute({
    sql: "INSERT INTO mail_outbox (booking_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
    args: [bookingId, kind, now.toISOString(), now.toISOString()],
  });
}

export interface OutboxRow {
  id: number;
  bookingId: number;
  kind: OutboxKind;
  attempts: number;
  lastError?: string;
  failedAt?: string;
  createdAt: string;
}

/** The messages that failed for good, newest first, for the desk. */
export async function failedMails(db: Client, limit = 50): Promise<OutboxRow[]> {
  const result = await db.execute({
    sql: "SELECT * FROM mail_outbox WHERE failed_at IS NOT NULL ORDER BY id DESC LIMIT ?",
    args: [limit],
  });
  return result.rows.map((row) => ({
    id: Number(row.id),
    bookingId: Number(row.booking_id),
    kind: String(row.kind) as OutboxKind,
    attempts: Number(row.attempts),
    lastError: row.last_error === null ? undefined : String(row.last_error),
    failedAt: String(row.failed_at),
    createdAt: String(row.created_at),
  }));
}

/** A failed message queued again, from the desk. */
export async function retryMail(db: Client, id: number, now: Date): Promise<void> {
  await db.execute({
    sql: "UPDATE mail_outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_at = NULL WHERE id = ?",
    args: [now.toISOString(), id],
  });
}

/** One pass: claim each due message (one statement, so two workers never both send it), send, record. */
export async function sendDue(db: Client, queue: OutboxQueue, now: () => Date, log: Logger): Promise<number> {
  const { table, ref, send } = queue;
  const at = now().toISOString();
  const due = await db.execute({
    sql: `SELECT id, ${ref} AS ref, kind, attempts FROM ${table} WHERE sent_at IS NULL AND failed_at IS NULL
          AND next_attempt_at <= ? AND (claimed_at IS NULL OR claimed_at < ?) ORDER BY id LIMIT ?`,
    args: [at, new Date(now().getTime() - CLAIM_STALE_MS).toISOString(), BATCH],
  });
  let handled = 0;
  for (const row of due.rows) {
    const id = Number(row.id);
    const claimed = await db.execute({
      sql: `UPDATE ${table} SET claimed_at = ? WHERE id = ? AND sent_at IS NULL AND (claimed_at IS NULL OR claimed_at < ?)`,
      args: [now().toISOString(), id, new Date(now().getTime() - CLAIM_STALE_MS).toISOString()],
    });
    if (claimed.rowsAffected !== 1) continue;
    const attempts = Number(row.attempts) + 1;
    try {
      await send(String(row.kind), Number(row.ref));
      await db.execute({
        sql: `UPDATE ${table} SET sent_at = ?, attempts = ?, claimed_at = NULL, last_error = NULL WHERE id = ?`,
        args: [now().toISOString(), attempts, id],
      });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      const delay = RETRY_MINUTES[attempts - 1];
      log.warn({ outboxId: id, table, kind: row.kind, attempts }, "e-mail not sent; it is tried again later");
      await db.execute({
        sql: `UPDATE ${table} SET attempts = ?, claimed_at = NULL, last_error = ?, next_attempt_at = ?,
                failed_at = ? WHERE id = ?`,
        args: [
          attempts,
          message,
          new Date(now().getTime() + (delay ?? 0) * 60_000).toISOString(),
          delay === undefined ? now().toISOString() : null,
          id,
        ],
      });
    }
    handled += 1;
  }
  return handled;
}

export interface OutboxWorker {
  /** Send what is due now (after a new message is queued), without waiting for the next tick. */
  kick(): void;
  /** Stop ticking and wait for a pass under way. */
  stop(): Promise<void>;
}

/** The bookings' queue, sent by `send`. */
export const bookingQueue = (send: OutboxSend): OutboxQueue => ({
  table: "mail_outbox",
  ref: "booking_id",
  send: (kind, id) => send(kind as OutboxKind, id),
});

/** Sends due messages of every queue every `everyMs` and whenever kicked; one pass at a time. */
export function startOutbox(options: {
  db: Client;
  queues: OutboxQueue[];
  now: () => Date;
  log: Logger;
  everyMs?: number;
}): OutboxWorker {
  const { db, queues, now, log } = options;
  const sendAll = async () => {
    for (const queue of queues) await sendDue(db, queue, now, log);
  };
  let running: Promise<void> | undefined;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = sendAll()
      .catch((error: unknown) => log.error({ err: error }, "the outbox could not be read"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, options.everyMs ?? 30_000);
  timer.unref();
  return {
    kick: pass,
    async stop() {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
