/** @jsxImportSource hono/jsx */
import type { InboxFilter, InboxRow } from "../db/deskLeads";
import type { Staff } from "../db/staff";
import { allStatuses, statusLabel } from "../statuses";
import { KIND_LABELS, Layout, Time } from "./layout";

// /desk/: every lead, newest first, with the filters as a plain GET form.

const SUMMARY_CHARS = 90;
const summary = (text: string) => (text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text);

/** The inbox address of `filter` at `page`, for the paging links. */
function pageHref(filter: InboxFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.status) query.set("status", filter.status);
  if (filter.assignee !== undefined) query.set("assignee", String(filter.assignee));
  if (filter.q) query.set("q", filter.q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/desk/?${text}` : "/desk/";
}

export function InboxPage(props: {
  staff: Staff;
  team: Staff[];
  filter: InboxFilter;
  rows: InboxRow[];
  more: boolean;
}) {
  const { filter, rows } = props;
  return (
    <Layout title="Inbox" staff={props.staff}>
      <h1>Inbox</h1>
      <form method="get" action="/desk/" class="filters" role="search" aria-label="Filter leads">
        <label>
          Kind
          <select name="kind">
            <option value="">All</option>
            {(["contact", "application"] as const).map((kind) => (
              <option value={kind} selected={filter.kind === kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status">
            <option value="">All</option>
            {allStatuses().map((status) => (
              <option value={status} selected={filter.status === status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Assignee
          <select name="assignee">
            <option value="">Anyone</option>
            <option value="none" selected={filter.assignee === "none"}>
              Unassigned
            </option>
            {props.team.map((s) => (
              <option value={String(s.id)} selected={filter.assignee === s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input type="search" name="q" value={filter.q ?? ""} />
        </label>
        <button type="submit">Filter</button>
      </form>
      {rows.length ? (
        <div class="table-wrap">
          <table>
            <caption>{filter.page > 1 ? `Leads, page ${filter.page}` : "Leads, newest first"}</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">Name</th>
                <th scope="col">Message or position</th>
                <th scope="col">Status</th>
                <th scope="col">Assignee</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr class={row.read ? undefined : "unread"}>
                  <td>
                    <Time iso={row.receivedAt} />
                  </td>
                  <td>{KIND_LABELS[row.kind]}</td>
                  <td>
                    <a href={`/desk/leads/${row.id}`}>{row.name}</a>
                    {row.read ? null : <span class="visually-hidden"> (unread)</span>}
                  </td>
                  <td>{summary(row.summary)}</td>
                  <td>{statusLabel(row.status)}</td>
                  <td>{row.assigneeName ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No leads match.</p>
      )}
      <nav aria-label="Pages" class="pages">
        {filter.page > 1 ? <a href={pageHref(filter, filter.page - 1)}>Newer</a> : null}
        {props.more ? <a href={pageHref(filter, filter.page + 1)}>Older</a> : null}
      </nav>
    </Layout>
  );
}
