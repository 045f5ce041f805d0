import type { Client } from "@libsql/client";
import { hashToken, newToken, TOKEN_PATTERN } from "./store";

// Each staff member's private calendar feed: a secret address (only its SHA-256 kept), replaced or revoked from
// the desk, and dead as soon as its staff member is removed from the desk.

/** A new feed address's token for `staffId`, replacing any earlier one. */
export async function makeFeed(db: Client, staffId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.execute({
    sql: `INSERT INTO booking_feeds (staff_id, token_hash, created_at) VALUES (?, ?, ?)
          ON CONFLICT (staff_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
    args: [staffId, hash, now.toISOString()],
  });
  return token;
}

export async function revokeFeed(db: Client, staffId: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM booking_feeds WHERE staff_id = ?", args: [staffId] });
}

export async function hasFeed(db: Client, staffId: number): Promise<boolean> {
  const result = await db.execute({ sql: "SELECT 1 FROM booking_feeds WHERE staff_id = ?", args: [staffId] });
  return result.rows.length > 0;
}

/** True when `token` is a current staff member's live feed. */
export async function feedIsLive(db: Client, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const result = await db.execute({
    sql: `SELECT 1 FROM booking_feeds f JOIN staff s ON s.id = f.staff_id WHERE f.token_hash = ? AND s.removed_at IS NULL`,
    args: [hashToken(token)],
  });
  return result.rows.length > 0;
}
