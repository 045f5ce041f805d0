import type { InStatement } from "@libsql/client";
import { site } from "@/lib/content/site";

// How long rights requests and withdraw links are kept, from the record the privacy notice reads too
// (site.privacy.rightsKeepDays): a request never confirmed, a case after its answer (the agency's record that it
// answered), a withdraw link's code (the link stops working then). Run with the daily purge (../retention.ts).

const DAY = 86_400_000;
const { unconfirmed, answered, withdrawLinks } = site.privacy.rightsKeepDays;

export function rightsPurge(now: Date): InStatement[] {
  const before = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const expired = `SELECT id FROM rights_requests WHERE (status = 'unconfirmed' AND received_at < ?) OR (status = 'closed' AND closed_at < ?)`;
  const args = [before(unconfirmed), before(answered)];
  return [
    { sql: `DELETE FROM rights_mail WHERE request_id IN (${expired})`, args },
    { sql: `DELETE FROM rights_requests WHERE id IN (${expired})`, args },
    { sql: "DELETE FROM withdraw_tokens WHERE created_at < ?", args: [before(withdrawLinks)] },
  ];
}
