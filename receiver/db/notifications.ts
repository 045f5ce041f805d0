import type { Client } from "@libsql/client";
import { SELECT_LEADS, toLead, type Lead } from "./leads";

// Which leads still need their e-mail, and who is sending it: a claim taken in one statement, so two senders
// (the server after storing a lead, `npm run leads -- notify`) never both send one.

/**
 * Leads not yet notified, oldest first. With `claimedBefore`, only those nobody has claimed since then
 * (unclaimed, or claimed by a sender that has since crashed).
 */
export async function leadsAwaitingNotification(db: Client, claimedBefore?: string): Promise<Lead[]> {
  const result = await db.execute({
    // A booking request nobody has confirmed yet is not worth the agency's inbox: a flood of them would be.
    sql: `${SELECT_LEADS} WHERE leads.notified_at IS NULL AND NOT EXISTS (SELECT 1 FROM bookings b
      WHERE b.lead_id = leads.id AND b.status IN ('pending', 'released') AND b.email_confirmed_at IS NULL)${
        claimedBefore ? " AND (leads.notify_claimed_at IS NULL OR leads.notify_claimed_at < ?)" : ""
      } ORDER BY leads.id`,
    args: claimedBefore ? [claimedBefore] : [],
  });
  return result.rows.map(toLead);
}

/**
 * Take a lead's notification on oneself, in one statement so two senders cannot both win: true when it was
 * not yet notified and unclaimed, or claimed before `staleBefore` (by a sender that crashed mid-send).
 */
export async function claimNotification(db: Client, id: number, at: string, staleBefore: string): Promise<boolean> {
  const result = await db.execute({
    sql: `UPDATE leads SET notify_claimed_at = ? WHERE id = ? AND notified_at IS NULL
      AND (notify_claimed_at IS NULL OR notify_claimed_at < ?)`,
    args: [at, id, staleBefore],
  });
  return result.rowsAffected === 1;
}

/** Record how a claimed notification went and release the claim (a failure is free for the next retry). */
export async function recordNotification(
  db: Client,
  id: number,
  outcome: { at: string } | { error: string },
): Promise<void> {
  await db.execute(
    "at" in outcome
      ? {
          sql: "UPDATE leads SET notified_at = ?, notify_error = NULL, notify_claimed_at = NULL, notify_attempts = notify_attempts + 1 WHERE id = ?",
          args: [outcome.at, id],
        }
      : {
          sql: "UPDATE leads SET notify_error = ?, notify_claimed_at = NULL, notify_attempts = notify_attempts + 1 WHERE id = ?",
          args: [outcome.error, id],
        },
  );
}
