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

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: CountRow[] }) {
  return (
    <TableWrap label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Visits</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((r) => (
              <tr>
                <th scope="row">{r.label}</th>
                <td>{number.format(r.visits)}</td>
                <td>{number.format(r.views)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colspan={3}>Nothing counted in this period.</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableWrap>
  );
}

function LeadTable({ caption, head, rows }: { caption: string; head: string; rows: LeadRow[] }) {
  return (
    <TableWrap label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Visits</th>
            <th scope="col">Enquiries</th>
            <th scope="col">Applications</th>
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((r) => (
              <tr>
                <th scope="row">{r.label}</th>
                <td>{number.format(r.visits)}</td>
                <td>{r.enquiries}</td>
                <td>{r.applications}</td>
                <td>{r.visits ? `${r.conversion.toFixed(1)}%` : "—"}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colspan={5}>No visits or leads in this period.</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableWrap>
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
