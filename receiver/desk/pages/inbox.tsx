/** @jsxImportSource hono/jsx */
import type { InboxFilter, InboxRow } from "../db/deskLeads";
import type { Staff } from "../db/staff";
import { allStatuses, statusLabel } from "../statuses";
import { KIND_LABELS, Layout, Time } from "./layout";
import { languageName } from "../languages";

// /desk/: every lead, newest first, with the filters as a plain GET form.

const SUMMARY_CHARS = 90;
const summary = (text: string) => (text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text);

/** The query string of `filter`'s fields (paging aside), for the paging links and the CSV link. */
function filterQuery(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ["kind", "status", "position", "assignee", "from", "to", "q"] as const) {
    const value = filter[key];
    if (value !== undefined) query.set(key, String(value));
  }
  return query;
}

/** The inbox address of `filter` at `page`, for the paging links. */
function pageHref(filter: InboxFilter, page: number): string {
  const query = filterQuery(filter);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/desk/?${text}` : "/desk/";
}

/** One filter as a select: `anyLabel` first (no filter), then the choices. */
function Choice(props: {
  label: string;
  name: string;
  anyLabel: string;
  choices: [value: string, label: string][];
  selected: string | undefined;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name}>
        <option value="">{props.anyLabel}</option>
        {props.choices.map(([value, label]) => (
          <option value={value} selected={props.selected === value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function InboxPage(props: {
  staff: Staff;
  team: Staff[];
  positions: string[];
  filter: InboxFilter;
  rows: InboxRow[];
  more: boolean;
}) {
  const { filter, rows } = props;
  const csvQuery = filterQuery(filter).toString();
  return (
    <Layout title="Inbox" staff={props.staff}>
      <h1>Inbox</h1>
      <form method="get" action="/desk/" class="filters" role="search" aria-label="Filter leads">
        <Choice
          label="Kind"
          name="kind"
          anyLabel="All"
          choices={(["contact", "application"] as const).map((kind) => [kind, KIND_LABELS[kind]])}
          selected={filter.kind}
        />
        <Choice
          label="Status"
          name="status"
          anyLabel="All"
          choices={allStatuses().map((status) => [status, statusLabel(status)])}
          selected={filter.status}
        />
        <Choice
          label="Position"
          name="position"
          anyLabel="Any"
          choices={props.positions.map((position) => [position, position])}
          selected={filter.position}
        />
        <Choice
          label="Assignee"
          name="assignee"
          anyLabel="Anyone"
          choices={[["none", "Unassigned"], ...props.team.map((s): [string, string] => [String(s.id), s.name])]}
          selected={filter.assignee === undefined ? undefined : String(filter.assignee)}
        />
        <label>
          From
          <input type="date" name="from" value={filter.from ?? ""} />
        </label>
        <label>
          To
          <input type="date" name="to" value={filter.to ?? ""} />
        </label>
        <label>
          Search
          <input type="search" name="q" value={filter.q ?? ""} />
        </label>
        <button type="submit">Filter</button>
      </form>
      <p>
        <a href={csvQuery ? `/desk/export.csv?${csvQuery}` : "/desk/export.csv"} download>
          Download these leads as CSV
        </a>
      </p>
      {rows.length ? (
        <div class="table-wrap">
          <table class="leads">
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
                  <td class="received">
                    <Time iso={row.receivedAt} />
                  </td>
                  <td class="kind">
                    {KIND_LABELS[row.kind]}
                    {row.language === "en" ? null : <span class="language"> · {languageName(row.language)}</span>}
                  </td>
                  <td class="name">
                    <a href={`/desk/leads/${row.id}`}>{row.name}</a>
                    {row.read ? null : <span class="visually-hidden"> (unread)</span>}
                  </td>
                  <td class="summary">{summary(row.summary)}</td>
                  <td class="status-cell" data-label="Status">
                    {statusLabel(row.status)}
                  </td>
                  <td class="assignee" data-label="Assignee">
                    {row.assigneeName ?? "—"}
                  </td>
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
