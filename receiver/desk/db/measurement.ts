// The desk's dashboard figures: page views and visits per day, top pages and sources, leads per source and
// landing page against the visits they had, and each route's Web Vitals. Days still held raw are counted from
// the raw events; older days from the daily roll-ups (receiver/measurement/store.ts).
import type { Client } from "@libsql/client";
import { METRICS, type DeviceClass, type Metric } from "@/lib/measurement/event";
import type { LeadKind } from "../../db/leads";
import { dayOf, RAW_RETENTION_DAYS } from "../../measurement/store";
import { conversionRate, p75, ratingShares, type Rating } from "../../measurement/thresholds";

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

const DAY_MS = 86_400_000;
const TOP = 10;

/** Page views per (day, path, source, campaign, device): raw days from the events, older days from the roll-up. */
const PAGE_VIEWS = `WITH pv AS (
  SELECT day, path, source, campaign, device, count(*) AS views, sum(seq = 1) AS visits
    FROM page_views WHERE day >= :from GROUP BY day, path, source, campaign, device
  UNION ALL
  SELECT day, path, source, campaign, device, views, visits
    FROM daily_page_views WHERE day >= :from AND day NOT IN (SELECT DISTINCT day FROM page_views)
)`;

export interface DayFigures {
  day: string;
  views: number;
  visits: number;
}
export interface CountRow {
  label: string;
  views: number;
  visits: number;
}
export interface LeadRow {
  label: string;
  visits: number;
  enquiries: number;
  applications: number;
  /** Leads per visit, per cent. */
  conversion: number;
}
export interface VitalRow {
  path: string;
  device: DeviceClass;
  metric: Metric;
  samples: number;
  p75: number;
  shares: Record<Rating, number>;
}
export interface Dashboard {
  range: DashboardRange;
  from: string;
  to: string;
  days: DayFigures[];
  totals: { views: number; visits: number; leads: number };
  pages: CountRow[];
  sources: CountRow[];
  campaigns: CountRow[];
  leadsBySource: LeadRow[];
  leadsByLanding: LeadRow[];
  vitals: VitalRow[];
  vitalsFrom: string;
}

const num = (v: unknown) => Number(v ?? 0);

/** A lead's source, read as a page view's: its UTM source, else its referrer's host, else direct; unknown without JavaScript. */
function leadSource(row: Record<string, unknown>): string {
  if (row.lead_id === null) return "unknown";
  if (row.source) return String(row.source);
  if (row.referrer_host) return String(row.referrer_host).replace(/^www\./, "");
  return "direct";
}

/** Leads grouped by `keyOf`, beside the visits of the same key; sorted by leads, then visits. */
export function leadRows(leads: { key: string; kind: LeadKind }[], visits: Map<string, number>): LeadRow[] {
  const rows = new Map<string, LeadRow>();
  const row = (label: string) => {
    let r = rows.get(label);
    if (!r)
      rows.set(label, (r = { label, visits: visits.get(label) ?? 0, enquiries: 0, applications: 0, conversion: 0 }));
    return r;
  };
  for (const [label] of visits) row(label);
  for (const lead of leads) {
    const r = row(lead.key);
    if (lead.kind === "contact") r.enquiries += 1;
    else r.applications += 1;
  }
  for (const r of rows.values()) r.conversion = conversionRate(r.enquiries + r.applications, r.visits);
  return [...rows.values()]
    .sort((a, b) => b.enquiries + b.applications - (a.enquiries + a.applications) || b.visits - a.visits)
    .slice(0, TOP);
}

export async function dashboard(db: Client, range: DashboardRange, now: Date): Promise<Dashboard> {
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (range - 1) * DAY_MS));
  const vitalsFrom = dayOf(new Date(now.getTime() - (Math.min(range, RAW_RETENTION_DAYS) - 1) * DAY_MS));
  const q = async (sql: string, args: Record<string, string> = { from }) => (await db.execute({ sql, args })).rows;

  const dayRows = await q(`${PAGE_VIEWS} SELECT day, sum(views) AS views, sum(visits) AS visits FROM pv GROUP BY day`);
  const byDay = new Map(dayRows.map((r) => [String(r.day), { views: num(r.views), visits: num(r.visits) }]));
  const days: DayFigures[] = [];
  for (let i = range - 1; i >= 0; i--) {
    const day = dayOf(new Date(now.getTime() - i * DAY_MS));
    days.push({ day, ...(byDay.get(day) ?? { views: 0, visits: 0 }) });
  }
  const counts = async (column: string, where = "") =>
    (
      await q(
        `${PAGE_VIEWS} SELECT ${column} AS label, sum(views) AS views, sum(visits) AS visits FROM pv ${where}
         GROUP BY ${column} ORDER BY views DESC, label LIMIT ${TOP}`,
      )
    ).map((r) => ({ label: String(r.label), views: num(r.views), visits: num(r.visits) }));
  const pages = await counts("path");
  const sources = await counts("source");
  const campaigns = await counts("campaign", "WHERE campaign != ''");

  const leadRowsRaw = await q(
    `SELECT leads.kind, o.lead_id, o.landing_page, o.referrer_host, o.source FROM leads
     LEFT JOIN lead_origins o ON o.lead_id = leads.id WHERE leads.received_at >= :from`,
  );
  const visitsBy = async (column: string) =>
    new Map(
      (await q(`${PAGE_VIEWS} SELECT ${column} AS label, sum(visits) AS visits FROM pv GROUP BY ${column}`)).map(
        (r) => [String(r.label), num(r.visits)] as const,
      ),
    );
  const leadsBySource = leadRows(
    leadRowsRaw.map((r) => ({ key: leadSource(r), kind: String(r.kind) as LeadKind })),
    await visitsBy("source"),
  );
  const leadsByLanding = leadRows(
    leadRowsRaw.map((r) => ({
      key: r.landing_page ? String(r.landing_page) : "unknown",
      kind: String(r.kind) as LeadKind,
    })),
    // A visit lands on the page of its first view.
    new Map([...(await visitsBy("path"))].filter(([, visits]) => visits > 0)),
  );

  const vitalValues = await q(
    "SELECT path, device, metric, value FROM web_vitals WHERE day >= :from ORDER BY path, device, metric",
    { from: vitalsFrom },
  );
  const groups = new Map<string, { path: string; device: DeviceClass; metric: Metric; values: number[] }>();
  for (const r of vitalValues) {
    const key = `${r.path} ${r.device} ${r.metric}`;
    const g = groups.get(key) ?? {
      path: String(r.path),
      device: String(r.device) as DeviceClass,
      metric: String(r.metric) as Metric,
      values: [],
    };
    g.values.push(num(r.value));
    groups.set(key, g);
  }
  const vitals = [...groups.values()]
    .filter((g) => METRICS.includes(g.metric))
    .map((g) => ({
      path: g.path,
      device: g.device,
      metric: g.metric,
      samples: g.values.length,
      p75: p75(g.values)!,
      shares: ratingShares(g.metric, g.values),
    }));

  const totals = {
    views: days.reduce((s, d) => s + d.views, 0),
    visits: days.reduce((s, d) => s + d.visits, 0),
    leads: leadRowsRaw.length,
  };
  return {
    range,
    from,
    to,
    days,
    totals,
    pages,
    sources,
    campaigns,
    leadsBySource,
    leadsByLanding,
    vitals,
    vitalsFrom,
  };
}
