import type { InStatement } from "@libsql/client";

// How long rights requests and withdraw links are kept, as the privacy notice says: a request never confirmed
// 30 days; a case 12 months after its answer, the agency's record that it answered; a withdraw link's code 400
// days (the links stop working then). Run with the daily purge (../retention.ts).

const DAY = 86_400_000;
const UNCONFIRMED_KEEP_DAYS = 30;
const CLOSED_KEEP_DAYS = 365;
const WITHDRAW_KEEP_DAYS = 400;

export function rightsPurge(now: Date): InStatement[] {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const expired = `SELECT id FROM rights_requests WHERE (status = 'unconfirmed' AND received_at < ?) OR (status = 'closed' AND closed_at < ?)`;
  const args = [before(UNCONFIRMED_KEEP_DAYS), before(CLOSED_KEEP_DAYS)];
  return [
    { sql: `DELETE FROM rights_mail WHERE request_id IN (${expired})`, args },
    { sql: `DELETE FROM rights_requests WHERE id IN (${expired})`, args },
    { sql: "DELETE FROM withdraw_tokens WHERE created_at < ?", args: [before(WITHDRAW_KEEP_DAYS)] },
  ];
}
