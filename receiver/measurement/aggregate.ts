// What one group of beacon events adds to the database: the raw rows (capped per day and page) and the
// daily totals the dashboard reads (page views, sources and campaigns, Web Vitals histograms), as a handful
// of multi-row statements. The totals grow with pages, days and a bounded number of sources, never with
// the number of events.
import type { Client, InStatement, InValue } from "@libsql/client";
import { METRICS } from "@/lib/measurement/event";
import { sourceOf, type CollectedEvent } from "./events";
import { BUCKET_EDGES, bucketIndex } from "./thresholds";

/** Raw rows kept per table, day and page: past it an event still counts in the totals, but is not kept raw. */
export const RAW_ROWS_PER_DAY_AND_PAGE = 2000;
/** Source and campaign pairs counted apart per day; later new pairs count as "other". */
export const SOURCES_PER_DAY = 100;
export const OTHER_SOURCE = "other";
/** Addresses of no page counted apart per day (strangers choose them); later new ones count as "other". */
export const NOT_FOUND_PER_DAY = 100;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const VIEW_COLUMNS = ["day", "received_at", "visit", "seq", "path", "referrer_host", "source"];
const VIEW_MORE = ["medium", "campaign", "term", "content", "device"];
const VITALS_COLUMNS = ["day", "received_at", "path", "device", "metric", "value"];

/** An event as received, with its moment. */
export interface Received {
  event: CollectedEvent;
  at: Date;
}

/** One multi-row INSERT; `upsert` adds to the counts of rows already there instead of failing. */
function insert(table: string, columns: string[], rows: InValue[][], upsert?: string): InStatement[] {
  if (!rows.length) return [];
  const row = `(${columns.map(() => "?").join(", ")})`;
  return [
    {
      sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows.map(() => row).join(", ")}${upsert ?? ""}`,
      args: rows.flat(),
    },
  ];
}

/** Sums `add` into the row of `key` (a Map of arrays: the key's values, then the counts). */
function addTo(map: Map<string, InValue[]>, key: InValue[], add: number[]) {
  const id = key.join("\u0000");
  const row = map.get(id);
  if (!row) map.set(id, [...key, ...add]);
  else add.forEach((n, i) => (row[key.length + i] = Number(row[key.length + i]) + n));
}

/**
 * What the writer remembers of the current days: raw rows kept per day, table and page, and the source pairs
 * counted apart per day. Seeded from the database on first sight (so a restart or a second receiver keeps the
 * caps, give or take a group), and forgotten when the day is over.
 */
export class DailyCaps {
  private raw = new Map<string, number>();
  /** Per table and day, the keys counted apart so far. */
  private kept = new Map<string, Set<string>>();

  constructor(private readonly db: Client) {}

  private forgetBefore(day: string) {
    for (const key of this.raw.keys()) if (key.slice(0, 10) < day) this.raw.delete(key);
    for (const key of this.kept.keys()) if (key.slice(0, 10) < day) this.kept.delete(key);
  }

  /** True when one more raw row of this table, day and page may be kept (and counts it). */
  async keepRaw(table: "page_views" | "web_vitals", day: string, path: string): Promise<boolean> {
    this.forgetBefore(day);
    const key = `${day}\u0000${table}\u0000${path}`;
    let kept = this.raw.get(key);
    if (kept === undefined) {
      const result = await this.db.execute({
        sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE day = ? AND path = ? LIMIT ?)`,
        args: [day, path, RAW_ROWS_PER_DAY_AND_PAGE],
      });
      kept = Number(result.rows[0]!.n);
    }
    this.raw.set(key, kept + 1);
    return kept < RAW_ROWS_PER_DAY_AND_PAGE;
  }

  /**
   * `key` (the values of `columns`) as counted in a day's totals of `table`: itself while the day has room
   * for it, else `other`.
   */
  private async bounded(table: string, columns: string[], day: string, key: string[], limit: number, other: string[]) {
    this.forgetBefore(day);
    const id = `${day}\u0000${table}`;
    let known = this.kept.get(id);
    if (!known) {
      const rows = await this.db.execute({
        sql: `SELECT ${columns.join(", ")} FROM ${table} WHERE day = ?`,
        args: [day],
      });
      known = new Set(rows.rows.map((r) => columns.map((c) => String(r[c])).join("\u0000")));
      this.kept.set(id, known);
    }
    const joined = key.join("\u0000");
    if (known.has(joined)) return key;
    if (known.size >= limit) return other;
    known.add(joined);
    return key;
  }

  /** The source pair as counted: itself while the day has room for it, else "other". */
  sourcePair(day: string, source: string, campaign: string): Promise<string[]> {
    return this.bounded("daily_sources", ["source", "campaign"], day, [source, campaign], SOURCES_PER_DAY, [
      OTHER_SOURCE,
      "",
    ]);
  }

  /** The address of no page as counted: itself while the day has room for it, else "other". */
  async notFoundPath(day: string, path: string): Promise<string> {
    return (await this.bounded("daily_not_found", ["path"], day, [path], NOT_FOUND_PER_DAY, [OTHER_SOURCE]))[0]!;
  }
}

/** The statements that store one group of events: raw rows within their caps, and every event in the totals. */
export async function groupStatements(group: Received[], caps: DailyCaps): Promise<InStatement[]> {
  const views: InValue[][] = [];
  const vitals: InValue[][] = [];
  const pages = new Map<string, InValue[]>();
  const sources = new Map<string, InValue[]>();
  const histograms = new Map<string, InValue[]>();
  const notFound = new Map<string, InValue[]>();
  for (const { event, at } of group) {
    const day = dayOf(at);
    const receivedAt = at.toISOString();
    if (event.type === "not-found") {
      addTo(notFound, [day, await caps.notFoundPath(day, event.path)], [1, event.landing ? 1 : 0]);
      continue;
    }
    if (event.type === "view") {
      const u = event.utm ?? {};
      const source = sourceOf(event);
      const campaign = u.campaign?.toLowerCase() ?? "";
      const visit = event.seq === 1 ? 1 : 0;
      if (await caps.keepRaw("page_views", day, event.path))
        views.push(
          [day, receivedAt, event.visit, event.seq, event.path, event.ref ?? null, source].concat([
            u.medium ?? null,
            campaign,
            u.term ?? null,
            u.content ?? null,
            event.device,
          ]),
        );
      addTo(pages, [day, event.path, event.device], [1, visit]);
      addTo(sources, [day, ...(await caps.sourcePair(day, source, campaign))], [1, visit]);
      continue;
    }
    const keep = await caps.keepRaw("web_vitals", day, event.path);
    for (const metric of METRICS) {
      const value = event.metrics[metric];
      if (value === undefined) continue;
      if (keep) vitals.push([day, receivedAt, event.path, event.device, metric, value]);
      addTo(histograms, [day, event.path, event.device, metric, bucketIndex(metric, value)], [1]);
    }
  }
  const counts = " ON CONFLICT DO UPDATE SET views = views + excluded.views, visits = visits + excluded.visits";
  return [
    ...insert("page_views", [...VIEW_COLUMNS, ...VIEW_MORE], views),
    ...insert("web_vitals", VITALS_COLUMNS, vitals),
    ...insert("daily_pages", ["day", "path", "device", "views", "visits"], [...pages.values()], counts),
    ...insert("daily_sources", ["day", "source", "campaign", "views", "visits"], [...sources.values()], counts),
    ...insert("daily_not_found", ["day", "path", "views", "visits"], [...notFound.values()], counts),
    ...histogramStatements([...histograms.values()]),
  ];
}

/** A day's empty histogram: one count per bucket edge, as JSON. */
const EMPTY_HISTOGRAM = JSON.stringify(BUCKET_EDGES.map(() => 0));

/**
 * Adds counts to the day's histograms (one row per day, page, device and metric, its counts a JSON array): the
 * rows are created empty when missing, then each bucket's count is added in place, in SQL, so two writers
 * adding to the same row never lose each other's counts.
 */
function histogramStatements(rows: InValue[][]): InStatement[] {
  const byKey = new Map<string, { key: InValue[]; add: Map<number, number> }>();
  for (const row of rows) {
    const key = row.slice(0, 4);
    const [index, n] = [Number(row[4]), Number(row[5])];
    const id = key.join("\u0000");
    const entry = byKey.get(id) ?? { key, add: new Map<number, number>() };
    entry.add.set(index, (entry.add.get(index) ?? 0) + n);
    byKey.set(id, entry);
  }
  const entries = [...byKey.values()];
  const columns = ["day", "path", "device", "metric", "counts", "samples"];
  const empty = entries.map(({ key }) => [...key, EMPTY_HISTOGRAM, 0]);
  return [
    ...insert("daily_vitals", columns, empty, " ON CONFLICT DO NOTHING"),
    ...entries.map(({ key, add }) => {
      const buckets = [...add];
      const sets = buckets.map(([i]) => `'$[${i}]', json_extract(counts, '$[${i}]') + ?`).join(", ");
      return {
        sql: `UPDATE daily_vitals SET samples = samples + ?, counts = json_set(counts, ${sets})
              WHERE day = ? AND path = ? AND device = ? AND metric = ?`,
        args: [buckets.reduce((sum, [, n]) => sum + n, 0), ...buckets.map(([, n]) => n), ...key],
      };
    }),
  ];
}
