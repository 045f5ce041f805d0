import type { Client, InStatement, InValue } from "@libsql/client";
import { emailKey } from "@/lib/forms/email";
import type { LeadKind } from "./leads";
import { truncateLog } from "./secureDelete";

// Deleting leads: one person's on request, and every lead past its retention period.

/** Merges the search index's segments, so the entries of deleted leads leave its pages too. */
const OPTIMIZE_SEARCH: InStatement = { sql: "INSERT INTO leads_search (leads_search) VALUES ('optimize')", args: [] };

/**
 * The statements that delete the leads matching `where`, with their résumés, notes, origins and booked calls (by hand, not
 * by the schema's cascades: a libSQL server connection may not have foreign keys switched on).
 */
function deleteLeads(where: string, args: InValue[]): InStatement[] {
  const ids = `SELECT id FROM leads WHERE ${where}`;
  return [
    // What a breach's listing counts of people erased since: when each lead came and went, nothing of who.
    {
      sql: `INSERT INTO erased_leads (received_at, erased_at)
            SELECT received_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM leads WHERE ${where}`,
      args,
    },
    { sql: `DELETE FROM resumes WHERE lead_id IN (${ids})`, args },
    { sql: `DELETE FROM lead_notes WHERE lead_id IN (${ids})`, args },
    { sql: `DELETE FROM lead_origins WHERE lead_id IN (${ids})`, args },
    { sql: `DELETE FROM mail_outbox WHERE booking_id IN (SELECT id FROM bookings WHERE lead_id IN (${ids}))`, args },
    { sql: `DELETE FROM bookings WHERE lead_id IN (${ids})`, args },
    // Last: its count is the number of leads deleted.
    { sql: `DELETE FROM leads WHERE ${where}`, args },
  ];
}
/** Where deleteLeads' last statement, the leads' own, sits in its list. */
const LEADS_DELETE = deleteLeads("1", []).length - 1;

/**
 * Delete everything held about one person (their address in any spelling: lib/forms/email.ts): their leads,
 * résumés, the team's notes on them, what the spam tray holds from that address and their rights requests. Then the search index
 * is merged (dropping the deleted entries' segments) and the write-ahead log folded into the file and
 * truncated: with `secure_delete` on, no copy of what was erased stays readable in the database's files.
 * Returns how many leads went.
 */
export async function eraseByEmail(db: Client, email: string): Promise<number> {
  const args = [emailKey(email)];
  const results = await db.batch(
    [
      ...deleteLeads("email_key = ?", args),
      { sql: "DELETE FROM spam WHERE email_key = ?", args },
      // Their requests about their data too, with the e-mails about them still queued.
      { sql: "DELETE FROM rights_mail WHERE request_id IN (SELECT id FROM rights_requests WHERE email_key = ?)", args },
      { sql: "DELETE FROM rights_requests WHERE email_key = ?", args },
      { sql: "DELETE FROM withdraw_tokens WHERE email_key = ?", args },
      OPTIMIZE_SEARCH,
    ],
    "write",
  );
  await truncateLog(db);
  return results[LEADS_DELETE]!.rowsAffected;
}

/** Delete one lead (with its CV, notes, origin and call): what one form gave, when its consent is withdrawn. */
export async function eraseLead(db: Client, id: number): Promise<void> {
  await db.batch([...deleteLeads("id = ?", [id]), OPTIMIZE_SEARCH], "write");
  await truncateLog(db);
}

/**
 * Delete leads received before the cut-off of their kind (with résumés and notes). The caller truncates the
 * log after its other deletes (receiver/retention.ts). How many of each went.
 */
export async function purgeOlderThan(db: Client, cutoffs: Record<LeadKind, string>): Promise<Record<LeadKind, number>> {
  const statements = (["contact", "application"] as const).flatMap((kind) =>
    deleteLeads("kind = ? AND received_at < ?", [kind, cutoffs[kind]]),
  );
  const results = await db.batch([...statements, OPTIMIZE_SEARCH], "write");
  const perKind = LEADS_DELETE + 1;
  return { contact: results[LEADS_DELETE]!.rowsAffected, application: results[perKind + LEADS_DELETE]!.rowsAffected };
}

/** How many leads of each kind were received before its cut-off: what purgeOlderThan would delete now. */
export async function countOlderThan(db: Client, cutoffs: Record<LeadKind, string>): Promise<Record<LeadKind, number>> {
  const result = await db.execute({
    sql: `SELECT
      (SELECT count(*) FROM leads WHERE kind = 'contact' AND received_at < ?) AS contact,
      (SELECT count(*) FROM leads WHERE kind = 'application' AND received_at < ?) AS application`,
    args: [cutoffs.contact, cutoffs.application],
  });
  const row = result.rows[0]!;
  return { contact: Number(row.contact), application: Number(row.application) };
}
