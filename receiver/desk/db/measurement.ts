// The desk's dashboard figures: page views and visits per day, top pages and sources, leads per source and
// landing page against the visits they had, and each route's Web Vitals. Every figure comes from the daily
// totals the receiver keeps as events arrive (receiver/measurement/aggregate.ts) or from the leads, summed in
// SQL (Web Vitals: one histogram row per day, route, device and metric, summed here): no query reads a raw
// event, so the dashboard costs the same at any volume of them.
import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Client } from "@libsql/client";
import type { DeviceClass, Metric } from "@/lib/measurement/event";
import type { LeadKind } from "../../db/leads";
import { dayOf } from "../../measurement/aggregate";
import {
  BUCKET_EDGES,
  conversionRate,
  percentages,
  THRESHOLDS,
  UNITS,
  type Rating,
} from "../../measurement/thresholds";

export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

const DAY_MS = 86_400_000;
/** The most days of Web Vitals the dashboard reads. */
const VITALS_DAYS = 30;
const TOP = 10;

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
  /** Addresses of no page that visitors asked for (the 404 page's views); visits: arrivals by that link. */
  notFound: CountRow[];
  leadsBySource: LeadRow[];
  leadsByLanding: LeadRow[];
  vitals: VitalRow[];
  vitalsFrom: string;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * A lead's source, read as a page view's: its UTM source, else its referrer's host, else direct; unknown
 * without JavaScript (no origin row).
 */
const LEAD_SOURCE = `CASE WHEN o.lead_id IS NULL THEN 'unknown'
  WHEN coalesce(o.source, '') != '' THEN o.source
  WHEN coalesce(o.referrer_host, '') != '' THEN
    CASE WHEN o.referrer_host LIKE 'www.%' THEN substr(o.referrer_host, 5) ELSE o.referrer_host END
  ELSE 'direct' END`;

/** Leads grouped by key, beside the visits of the same key; sorted by leads, then visits, then label. */
export function leadRows(
  leads: { key: string; kind: LeadKind; count?: number }[],
  visits: Map<string, number>,
): LeadRow[] {
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
    if (lead.kind === "contact") r.enquiries += lead.count ?? 1;
    else r.applications += lead.count ?? 1;
  }
  for (const r of rows.values()) r.conversion = conversionRate(r.enquiries + r.applications, r.visits);
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.enquiries + b.applications - (a.enquiries + a.applications) ||
        b.visits - a.visits ||
        a.label.localeCompare(b.label),
    )
    .slice(0, TOP);
}

/**
 * A route's figures from its histogram (counts per bucket edge, summed over the days): samples, rating
 * shares, and the p75 by nearest rank, placed within its bucket by rank (the histogram keeps no finer detail:
 * a figure within one bucket, rated exactly since every threshold is an edge).
 */
export function vitalFigures(metric: Metric, counts: readonly number[]): Omit<VitalRow, "path" | "device" | "metric"> {
  const unit = UNITS[metric];
  const { good, poor } = THRESHOLDS[metric];
  const ratings: Record<Rating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
  const samples = counts.reduce((sum, n) => sum + n, 0);
  const rank = Math.ceil(samples * 0.75);
  let below = 0;
  let p75 = 0;
  counts.forEach((n, i) => {
    const edge = BUCKET_EDGES[i]!;
    ratings[edge <= good * unit ? "good" : edge <= poor * unit ? "needs-improvement" : "poor"] += n;
    if (n && below < rank && below + n >= rank) {
      const start = i ? BUCKET_EDGES[i - 1]! : 0;
      p75 = (start + ((edge - start) * (rank - below)) / n) / unit;
    }
    below += n;
  });
  return { samples, p75, shares: percentages(ratings) };
}

export async function dashboard(db: Client, range: DashboardRange, now: Date): Promise<Dashboard> {
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (range - 1) * DAY_MS));
  // Web Vitals over at most VITALS_DAYS: a route's speed now, and a bounded read of the histograms.
  const vitalsFrom = dayOf(new Date(now.getTime() - (Math.min(range, VITALS_DAYS) - 1) * DAY_MS));
  // Each query waits for the requests already arrived: an embedded database answers on this thread, and a
  // lead sent meanwhile goes between two of the dashboard's queries instead of after all of them.
  const q = async (sql: string) => {
    await yieldToLoop();
    return (await db.execute({ sql, args: sql.includes(":vitalsFrom") ? { vitalsFrom } : { from } })).rows;
  };

  const dayRows = await q(
    "SELECT day, sum(views) AS views, sum(visits) AS visits FROM daily_pages WHERE day >= :from GROUP BY day",
  );
  const byDay = new Map(dayRows.map((r) => [String(r.day), { views: num(r.views), visits: num(r.visits) }]));
  const days: DayFigures[] = [];
  for (let i = range - 1; i >= 0; i--) {
    const day = dayOf(new Date(now.getTime() - i * DAY_MS));
    days.push({ day, ...(byDay.get(day) ?? { views: 0, visits: 0 }) });
  }
  const counts = async (table: string, column: string, where = "", limit = `LIMIT ${TOP}`) =>
    (
      await q(
        `SELECT ${column} AS label, sum(views) AS views, sum(visits) AS visits FROM ${table} WHERE day >= :from ${where}
         GROUP BY ${column} ORDER BY views DESC, label ${limit}`,
      )
    ).map((r) => ({ label: String(r.label), views: num(r.views), visits: num(r.visits) }));
  const pages = await counts("daily_pages", "path");
  const sources = await counts("daily_sources", "source");
  const campaigns = await counts("daily_sources", "campaign", "AND campaign != ''");
  const notFound = await counts("daily_not_found", "path");

  const leadGroups = await q(
    `SELECT leads.kind, ${LEAD_SOURCE} AS source, coalesce(o.landing_page, 'unknown') AS landing, count(*) AS n
     FROM leads LEFT JOIN lead_origins o ON o.lead_id = leads.id WHERE leads.received_at >= :from
     GROUP BY leads.kind, source, landing`,
  );
  const visitsBy = async (table: string, column: string) =>
    new Map((await counts(table, column, "", "")).map((r) => [r.label, r.visits] as const));
  const leadsOf = (key: "source" | "landing") =>
    leadGroups.map((r) => ({ key: String(r[key]), kind: String(r.kind) as LeadKind, count: num(r.n) }));
  const leadsBySource = leadRows(leadsOf("source"), await visitsBy("daily_sources", "source"));
  // A visit lands on the page of its first view.
  const landings = [...(await visitsBy("daily_pages", "path"))].filter(([, visits]) => visits > 0);
  const leadsByLanding = leadRows(leadsOf("landing"), new Map(landings));

  // Each route's days joined in SQL (one row per route, device and metric), then summed bucket by bucket.
  const histograms = await q(
    `SELECT path, device, metric, group_concat(counts, ',') AS counts FROM daily_vitals WHERE day >= :vitalsFrom
     GROUP BY path, device, metric`,
  );
  const vitals = histograms.map((r): VitalRow => {
    const metric = String(r.metric) as Metric;
    const counts = BUCKET_EDGES.map(() => 0);
    for (const day of JSON.parse(`[${String(r.counts)}]`) as number[][]) day.forEach((n, i) => (counts[i]! += n));
    return { path: String(r.path), device: String(r.device) as DeviceClass, metric, ...vitalFigures(metric, counts) };
  });

  const totals = {
    views: days.reduce((s, d) => s + d.views, 0),
    visits: days.reduce((s, d) => s + d.visits, 0),
    leads: leadGroups.reduce((s, r) => s + num(r.n), 0),
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
    notFound,
    leadsBySource,
    leadsByLanding,
    vitals,
    vitalsFrom,
  };
}
