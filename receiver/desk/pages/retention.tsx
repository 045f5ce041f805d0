/** @jsxImportSource hono/jsx */
import { site } from "@/lib/content/site";
import { SPAM_KEEP_DAYS } from "../../db/spam";
import { ACCESS_LOG_KEEP_MONTHS, type PurgeCounts, type PurgeCutoffs } from "../../retention";
import type { Staff } from "../db/staff";
import { Layout, TableWrap, Time } from "./layout";

// /desk/retention: how long each kind of record is kept, and what the next daily purge will delete.

export function RetentionPage(props: { staff: Staff; nextRun: Date; cutoffs: PurgeCutoffs; counts: PurgeCounts }) {
  const { enquiries, applications } = site.privacy.retentionMonths;
  const rows: [what: string, keptFor: string, cutoff: string, count: number][] = [
    ["Enquiries", `${enquiries} months`, props.cutoffs.enquiries, props.counts.enquiries],
    ["Applications, with their CVs", `${applications} months`, props.cutoffs.applications, props.counts.applications],
    ["Spam tray", `${SPAM_KEEP_DAYS} days`, props.cutoffs.spam, props.counts.spam],
    ["Access log", `${ACCESS_LOG_KEEP_MONTHS} months`, props.cutoffs.accessLog, props.counts.accessLog],
  ];
  return (
    <Layout title="Retention" staff={props.staff}>
      <h1>Retention</h1>
      <p>
        The purge runs every day in the receiver; the next run is at <Time iso={props.nextRun.toISOString()} />. A
        lead’s notes go with it. The periods are the ones the privacy notice states.
      </p>
      <TableWrap label="Retention periods">
        <table>
          <caption>What the next purge deletes</caption>
          <thead>
            <tr>
              <th scope="col">Records</th>
              <th scope="col">Kept for</th>
              <th scope="col">Received before</th>
              <th scope="col">To delete</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([what, keptFor, cutoff, count]) => (
              <tr>
                <th scope="row">{what}</th>
                <td>{keptFor}</td>
                <td>
                  <Time iso={cutoff} />
                </td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Layout>
  );
}
