import type { Client } from "@libsql/client";
import { newSecret, secretHash } from "../secrets";

// Staff members of the desk and their one-time enrolment links.

export interface Staff {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  removedAt: string | null;
}

/** How long an enrolment link works. */
export const ENROLMENT_TTL_MS = 24 * 60 * 60 * 1000;

const toStaff = (row: Record<string, unknown>): Staff => ({
  id: Number(row.id),
  email: String(row.email),
  name: String(row.name),
  createdAt: String(row.created_at),
  removedAt: row.removed_at === null || row.removed_at === undefined ? null : String(row.removed_at),
});

/** Every staff member ever added, current first, then by name. */
export async function listStaff(db: Client): Promise<Staff[]> {
  const result = await db.execute("SELECT * FROM staff ORDER BY removed_at IS NOT NULL, name COLLATE NOCASE");
  return result.rows.map(toStaff);
}

export async function staffByEmail(db: Client, email: string): Promise<Staff | undefined> {
  const result = await db.execute({ sql: "SELECT * FROM staff WHERE email = ?", args: [email.trim()] });
  return result.rows[0] ? toStaff(result.rows[0]) : undefined;
}

/** Add a staff member, or bring back a removed one under the same e-mail. Returns their id. */
export async function addStaff(db: Client, email: string, name: string, now: Date): Promise<number> {
  const result = await db.execute({
    sql: `INSERT INTO staff (email, name, created_at) VALUES (?, ?, ?)
      ON CONFLICT (email) DO UPDATE SET name = excluded.name, removed_at = NULL RETURNING id`,
    args: [email.trim(), name.trim(), now.toISOString()],
  });
  return Number(result.rows[0]!.id);
}

/**
 * Remove a staff member: their sessions, passkeys and unused links go at once, so whatever they had open
 * stops working on the next request. The row stays for the access log and notes. False when unknown.
 */
export async function removeStaff(db: Client, email: string, now: Date): Promise<boolean> {
  const staff = await staffByEmail(db, email);
  if (!staff || staff.removedAt) return false;
  await db.batch(
    [
      { sql: "UPDATE staff SET removed_at = ? WHERE id = ?", args: [now.toISOString(), staff.id] },
      { sql: "DELETE FROM desk_sessions WHERE staff_id = ?", args: [staff.id] },
      { sql: "DELETE FROM passkeys WHERE staff_id = ?", args: [staff.id] },
      { sql: "DELETE FROM enrolment_tokens WHERE staff_id = ?", args: [staff.id] },
    ],
    "write",
  );
  return true;
}

/** A new one-time enrolment token for a staff member (replacing any unused one). Returns the token itself. */
export async function newEnrolmentToken(db: Client, staffId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.batch(
    [
      { sql: "DELETE FROM enrolment_tokens WHERE staff_id = ? AND used_at IS NULL", args: [staffId] },
      {
        sql: "INSERT INTO enrolment_tokens (token_hash, staff_id, expires_at) VALUES (?, ?, ?)",
        args: [secretHash(token), staffId, new Date(now.getTime() + ENROLMENT_TTL_MS).toISOString()],
      },
    ],
    "write",
  );
  return token;
}

/** The staff member an unused, unexpired token enrols, else undefined. */
export async function enrolmentStaff(db: Client, token: string, now: Date): Promise<Staff | undefined> {
  const result = await db.execute({
    sql: `SELECT staff.* FROM enrolment_tokens JOIN staff ON staff.id = enrolment_tokens.staff_id
      WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? AND staff.removed_at IS NULL`,
    args: [secretHash(token), now.toISOString()],
  });
  return result.rows[0] ? toStaff(result.rows[0]) : undefined;
}

/** Spend a token, in one statement so two tabs cannot both use it: true when this call spent it. */
export async function useEnrolmentToken(db: Client, token: string, now: Date): Promise<boolean> {
  const result = await db.execute({
    sql: "UPDATE enrolment_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
    args: [now.toISOString(), secretHash(token), now.toISOString()],
  });
  return result.rowsAffected === 1;
}
