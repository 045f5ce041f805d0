import type { Client } from "@libsql/client";

// The rights requests' e-mails that failed for good, for the desk to list and send again (the bookings' are on
// /desk/calls).

export interface FailedRightsMail {
  id: number;
  requestId: number;
  kind: string;
  lastError?: string;
  failedAt: string;
}

export async function failedRightsMails(db: Client): Promise<FailedRightsMail[]> {
  const result = await db.execute("SELECT * FROM rights_mail WHERE failed_at IS NOT NULL ORDER BY id DESC LIMIT 50");
  return result.rows.map((row) => ({
    id: Number(row.id),
    requestId: Number(row.request_id),
    kind: String(row.kind),
    lastError: row.last_error === null ? undefined : String(row.last_error),
    failedAt: String(row.failed_at),
  }));
}

export async function retryRightsMail(db: Client, id: number, now: Date): Promise<void> {
  await db.execute({
    sql: "UPDATE rights_mail SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_at = NULL WHERE id = ?",
    args: [now.toISOString(), id],
  });
}
