/** @jsxImportSource hono/jsx */
import type { Metric } from "@/lib/measurement/event";
import type { Dashboard, CountRow, LeadRow } from "../db/measurement";
import { DASHBOARD_RANGES } from "../db/measurement";
import type { Staff } from "../db/staff";
import { DailyChart, VitalsChart } from "./dashboardCharts";
import { Layout, TableWrap } from "./layout";

// /desk/dashboard: the site's own measurement. Every chart (./dashboardCharts) is followed by a table with the
// same figures for screen readers and for reading exact values.

const DEVICE_LABELS = { phone: "Phones", tablet: "Tablets", desktop: "Desktops" } as const;
const CORE: Metric[] = ["LCP", "INP", "CLS"];

const number = new Intl.NumberFormat("en-IN");

function formatMetric(metric: Metric, value: number): string {
  return metric === "CLS" ? value.toFixed(2) : `${number.format(Math.round(value))} ms`;
}

/**
 * A table of figures by label (a page, a source, a landing page): one row per label, its first cell the row's
 * header, and a sentence in place of the rows when there are none.
 */
function FigureTable<Row extends { label: string }>(props: {
  caption: string;
  head: string;
  columns: { title: string; cell: (row: Row) => string }[];
  rows: Row[];
  empty: string;
}) {
  const { caption, head, columns, rows, empty } = props;
  return (
    <TableWrap label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            {columns.map((c) => (
              <th scope="col">{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((r) => (
              <tr>
                <th scope="row">{r.label}</th>
                {columns.map((c) => (
                  <td>{c.cell(r)}</td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colspan={columns.length + 1}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableWrap>
  );
}

const COUNT_COLUMNS = [
  { title: "Visits", cell: (r: CountRow) => number.format(r.visits) },
  { title: "Page views", cell: (r: CountRow) => number.format(r.views) },
];

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: CountRow[] }) {
  return (
    <FigureTable
      caption={caption}
      head={head}
      columns={COUNT_COLUMNS}
      rows={rows}
      empty="Nothing counted in this period."
    />
  );
}

const LEAD_COLUMNS = [
  { title: "Visits", cell: (r: LeadRow) => number.format(r.visits) },
  { title: "Enquiries", cell: (r: LeadRow) => String(r.enquiries) },
  { title: "Applications", cell: (r: LeadRow) => String(r.applications) },
  { title: "Conversion", cell: (r: LeadRow) => (r.visits ? `${r.conversion.toFixed(1)}%` : "—") },
];

function LeadTable({ caption, head, rows }: { caption: string; head: string; rows: LeadRow[] }) {
  return (
    <FigureTable
      caption={caption}
      head={head}
      columns={LEAD_COLUMNS}
      rows={rows}
      empty="No visits or leads in this period."
    />
  );
}

export function DashboardPage({ staff, data }: { staff: Staff; data: Dashboard }) {
  const vitalsOf = (metric: Metric) => data.vitals.filter((v) => v.metric === metric);
  return (
    <Layout title="Dashboard" staff={staff}>
      <h1>Dashboard</h1>
      <nav aria-label="Period" class="pages">
        {DASHBOARD_RANGES.map((days) => (
          <a href={`/desk/dashboard?days=${days}`} aria-current={days === data.range ? "page" : undefined}>
            {`Last ${days} days`}
          </a>
        ))}
      </nav>
      <p>
        {`${data.from} to ${data.to} (UTC days): ${number.format(data.totals.visits)} visits, ${number.format(
          data.totals.views,
        )} page views, ${data.totals.leads} leads. A visit is one tab's run of page views; a reload starts a new one. Bots and headless browsers are not counted.`}
      </p>

      <section aria-labelledby="daily-heading">
        <h2 id="daily-heading">Visits over time</h2>
        <DailyChart data={data} />
        <p class="legend">Dark bars: visits. Pale bars: page views.</p>
        <TableWrap label="Visits and page views per day">
          <table>
            <caption>Visits and page views per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visits</th>
                <th scope="col">Page views</th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((d) => (
                <tr>
                  <th scope="row">{d.day}</th>
                  <td>{number.format(d.visits)}</td>
                  <td>{number.format(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </section>

      <section aria-labelledby="top-heading">
        <h2 id="top-heading">Top pages, sources and campaigns</h2>
        <CountTable caption="Top pages (visits: visits that started there)" head="Page" rows={data.pages} />
        <CountTable caption="Top sources" head="Source" rows={data.sources} />
        <CountTable caption="Top campaigns" head="Campaign" rows={data.campaigns} />
        <CountTable
          caption="Broken links visitors followed (addresses of no page; visits: arrivals by that link)"
          head="Address"
          rows={data.notFound}
        />
      </section>

      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading">Leads by where they came from</h2>
        <LeadTable caption="Enquiries and applications per source" head="Source" rows={data.leadsBySource} />
        <LeadTable
          caption="Enquiries and applications per landing page"
          head="Landing page"
          rows={data.leadsByLanding}
        />
        <p>
          Conversion: leads per visit from the same source or landing page. “unknown”: a form sent without JavaScript.
        </p>
      </section>

      <section aria-labelledby="speed-heading">
        <h2 id="speed-heading">Real visitors’ speed</h2>
        <p>{`Since ${data.vitalsFrom}, at the 75th percentile, rated by Google's thresholds (good, needs improvement, poor). Phones, tablets and desktops apart.`}</p>
        {CORE.map((metric) => {
          const rows = vitalsOf(metric);
          return (
            <>
              <h3>{metric}</h3>
              {rows.length ? <VitalsChart rows={rows} metric={metric} /> : null}
              <TableWrap label={`${metric} per route and device`}>
                <table>
                  <caption>{`${metric} per route and device`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Route</th>
                      <th scope="col">Device</th>
                      <th scope="col">p75</th>
                      <th scope="col">Good</th>
                      <th scope="col">Needs improvement</th>
                      <th scope="col">Poor</th>
                      <th scope="col">Page views</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.length ? (
                      rows.map((r) => (
                        <tr>
                          <th scope="row">{r.path}</th>
                          <td>{DEVICE_LABELS[r.device]}</td>
                          <td>{formatMetric(metric, r.p75)}</td>
                          <td>{`${r.shares.good}%`}</td>
                          <td>{`${r.shares["needs-improvement"]}%`}</td>
                          <td>{`${r.shares.poor}%`}</td>
                          <td>{r.samples}</td>
                        </tr>
                      ))
                    ) : (
                      <tr>
                        <td colspan={7}>No figures yet.</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </TableWrap>
            </>
          );
        })}
      </section>
    </Layout>
  );
}
