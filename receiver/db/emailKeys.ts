import type { Client } from "@libsql/client";
import { emailKey, isEmail } from "@/lib/forms/email";

// Filling the compared form of the addresses stored before it existed, at start, a bounded batch at a time.
// Idempotent: only rows without one are read, so receivers starting together only repeat each other's work.

const BATCH = 500;

/**
 * Set email_key on every lead and spam-tray entry without one. Returns how many, and how many of those leads'
 * addresses fail today's rule (lib/forms/email.ts): the desk shows those as text, never as a link, and no Reply-To names them.
 */
export async function backfillEmailKeys(db: Client): Promise<{ filled: number; invalid: number }> {
  let filled = 0;
  let invalid = 0;
  for (const [table, column] of [
    ["leads", "email"],
    ["spam", "json_extract(fields, '$.email')"],
  ] as const) {
    for (;;) {
      const rows = await db.execute({
        sql: `SELECT id, coalesce(${column}, '') AS email FROM ${table} WHERE email_key IS NULL LIMIT ?`,
        args: [BATCH],
      });
      if (!rows.rows.length) break;
      await db.batch(
        rows.rows.map((row) => ({
          sql: `UPDATE ${table} SET email_key = ? WHERE id = ?`,
          args: [emailKey(String(row.email)), Number(row.id)],
        })),
        "write",
      );
      filled += rows.rows.length;
      if (table === "leads") invalid += rows.rows.filter((row) => !isEmail(String(row.email))).length;
    }
  }
  return { filled, invalid };
}
