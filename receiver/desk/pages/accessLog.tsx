/** @jsxImportSource hono/jsx */
import type { AccessEntry } from "../db/accessLog";
import type { Staff } from "../db/staff";
import { Layout, Time } from "./layout";

// /desk/access-log: who opened or changed what, newest first.

export function AccessLogPage(props: { staff: Staff; entries: AccessEntry[]; page: number; more: boolean }) {
  return (
    <Layout title="Access log" staff={props.staff}>
      <h1>Access log</h1>
      <div class="table-wrap">
        <table>
          <caption>Desk actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Staff</th>
              <th scope="col">Action</th>
              <th scope="col">Lead</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {props.entries.map((e) => (
              <tr>
                <td>
                  <Time iso={e.at} />
                </td>
                <td>{e.staffName ?? "—"}</td>
                <td>{e.action}</td>
                <td>{e.leadId === null ? "—" : <a href={`/desk/leads/${e.leadId}`}>{`#${e.leadId}`}</a>}</td>
                <td>{e.address ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" class="pages">
        {props.page > 1 ? <a href={`/desk/access-log?page=${props.page - 1}`}>Newer</a> : null}
        {props.more ? <a href={`/desk/access-log?page=${props.page + 1}`}>Older</a> : null}
      </nav>
    </Layout>
  );
}
