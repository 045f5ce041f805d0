import type { Client } from "@libsql/client";
import { newSecret, secretHash } from "../secrets";
import type { Staff } from "./staff";

// Desk sessions: the cookie holds a random 256-bit id, the database its SHA-256.

/** Signed out after 12 hours without a request, and 7 days after signing in whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

/** Start a session for a staff member. Returns the id for the cookie (never stored as such). */
export async function createSession(db: Client, staffId: number, now: Date): Promise<string> {
  const id = newSecret();
  await db.execute({
    sql: "INSERT INTO desk_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
    args: [secretHash(id), staffId, now.toISOString(), now.toISOString()],
  });
  return id;
}

/**
 * The staff member a session id belongs to, when the session is live and they are still staff; the session
 * is touched (idle clock restarted). An expired session is deleted.
 */
export async function sessionStaff(db: Client, id: string, now: Date): Promise<Staff | undefined> {
  const hash = secretHash(id);
  const result = await db.execute({
    sql: `SELECT staff.*, desk_sessions.created_at AS session_created, desk_sessions.last_seen_at
      FROM desk_sessions JOIN staff ON staff.id = desk_sessions.staff_id
      WHERE id_hash = ? AND staff.removed_at IS NULL`,
    args: [hash],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  const t = now.getTime();
  if (
    t - Date.parse(String(row.last_seen_at)) >= SESSION_IDLE_MS ||
    t - Date.parse(String(row.session_created)) >= SESSION_MAX_MS
  ) {
    await deleteSession(db, id);
    return undefined;
  }
  await db.execute({
    sql: "UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ?",
    args: [now.toISOString(), hash],
  });
  return {
    id: Number(row.id),
    email: String(row.email),
    name: String(row.name),
    createdAt: String(row.created_at),
    removedAt: null,
  };
}

export async function deleteSession(db: Client, id: string): Promise<void> {
  await db.execute({ sql: "DELETE FROM desk_sessions WHERE id_hash = ?", args: [secretHash(id)] });
}
