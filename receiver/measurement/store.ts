// Storing the beacon's events: a queue of its own beside the leads' (receiver/db/writer.ts), flushed in
// groups, one transaction each, and always after the leads waiting to be stored. Then the daily roll-up and
// the 30-day purge of the raw events.
import type { Client, InStatement, InValue } from "@libsql/client";
import { site } from "@/content/site";
import { METRICS, type BeaconEvent } from "@/lib/measurement/event";
import { sourceOf } from "./events";
import { p75, rate } from "./thresholds";

/** Raw page views and vitals are kept this many days (the privacy notice says so); the daily roll-ups stay. */
export const RAW_RETENTION_DAYS = site.privacy.measurementRawDays;
/** Events in one transaction: a group holds the database for a few milliseconds at most. */
const GROUP_SIZE = 500;
/** Events waiting at most: past it a flood's events are dropped, so memory stays bounded. */
const MAX_QUEUED = 20_000;
/** How long events gather before a flush: leads that arrive meanwhile are stored first. */
const GATHER_MS = 20;

const DAY_MS = 86_400_000;
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const VIEW_COLUMNS =
  "day, received_at, visit, seq, path, referrer_host, source, medium, campaign, term, content, device";
const VITALS_COLUMNS = "day, received_at, path, device, metric, value";

/** One row to insert: its table and its values in that table's column order. */
interface Row {
  table: "page_views" | "web_vitals";
  args: InValue[];
}

function rowsOf(event: BeaconEvent, at: Date): Row[] {
  const day = dayOf(at);
  const receivedAt = at.toISOString();
  if (event.type === "view") {
    const u = event.utm ?? {};
    const args = [
      ...[day, receivedAt, event.visit, event.seq, event.path, event.ref ?? null, sourceOf(event)],
      ...[u.medium ?? null, u.campaign?.toLowerCase() ?? "", u.term ?? null, u.content ?? null, event.device],
    ];
    return [{ table: "page_views", args }];
  }
  return METRICS.filter((m) => event.metrics[m] !== undefined).map((metric) => ({
    table: "web_vitals",
    args: [day, receivedAt, event.path, event.device, metric, event.metrics[metric]!],
  }));
}

/**
 * One multi-row INSERT per table for a group: one statement to prepare and run instead of one per event,
 * which keeps the (synchronous, embedded) database's hold on the event loop short.
 */
function statementsFor(rows: Row[]): InStatement[] {
  const statements: InStatement[] = [];
  for (const [table, columns] of [
    ["page_views", VIEW_COLUMNS],
    ["web_vitals", VITALS_COLUMNS],
  ] as const) {
    const mine = rows.filter((r) => r.table === table);
    if (!mine.length) continue;
    const row = `(${mine[0]!.args.map(() => "?").join(", ")})`;
    statements.push({
      sql: `INSERT INTO ${table} (${columns}) VALUES ${mine.map(() => row).join(", ")}`,
      args: mine.flatMap((r) => r.args),
    });
  }
  return statements;
}

/** Anything with leads waiting or being written: the event writer lets it go first. */
export interface Busy {
  readonly busy: boolean;
}

/**
 * Group commit for events, on its own queue. `add` never waits for the database (a beacon's answer does not
 * depend on it); a flush waits while leads are queued, then stores up to GROUP_SIZE events in one transaction.
 * A group that fails is dropped and reported: an event is not worth retrying ahead of anything else.
 */
export class EventWriter {
  private queue: Row[][] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Client,
    private readonly leads: Busy,
    private readonly now: () => Date = () => new Date(),
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Queue an event; false when the queue is full and it was dropped. */
  add(event: BeaconEvent): boolean {
    if (this.queue.length >= MAX_QUEUED) return false;
    this.queue.push(rowsOf(event, this.now()));
    this.schedule(GATHER_MS);
    return true;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Resolves when everything queued so far is stored (for shutdown and tests). */
  async drain(): Promise<void> {
    while (this.queue.length || this.flushing) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      await (this.flushing ?? this.flush());
    }
  }

  private schedule(ms: number) {
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  private flush(): Promise<void> {
    if (this.leads.busy) {
      // Leads first: look again once they are stored.
      this.schedule(1);
      return Promise.resolve();
    }
    const group = this.queue.splice(0, GROUP_SIZE);
    this.flushing = this.db
      .batch(statementsFor(group.flat()), "write")
      .then(
        () => undefined,
        (error: unknown) => this.onError(error),
      )
      .finally(() => {
        this.flushing = undefined;
        if (this.queue.length) this.schedule(0);
      });
    return this.flushing;
  }
}

/**
 * Roll the raw events of every complete day still held raw (before `now`'s day) into the daily tables, then
 * delete raw events older than RAW_RETENTION_DAYS. Each day is recomputed whole from its raw rows, so running
 * it any number of times gives the same roll-up; a day whose raw rows are gone keeps the roll-up it had.
 */
export async function rollUpAndPurge(db: Client, now: Date): Promise<void> {
  const today = dayOf(now);
  const cutoff = dayOf(new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS));
  const vitals = await db.execute({
    sql: "SELECT day, path, device, metric, value FROM web_vitals WHERE day < ?",
    args: [today],
  });
  const groups = new Map<string, { key: unknown[]; metric: (typeof METRICS)[number]; values: number[] }>();
  for (const row of vitals.rows) {
    const key = [row.day, row.path, row.device, row.metric];
    const id = key.join("\u0000");
    const group = groups.get(id) ?? { key, metric: row.metric as (typeof METRICS)[number], values: [] };
    group.values.push(Number(row.value));
    groups.set(id, group);
  }
  const statements: InStatement[] = [
    {
      sql: "DELETE FROM daily_page_views WHERE day IN (SELECT DISTINCT day FROM page_views WHERE day < ?)",
      args: [today],
    },
    {
      sql: `INSERT INTO daily_page_views (day, path, source, campaign, device, views, visits)
            SELECT day, path, source, campaign, device, count(*), sum(seq = 1) FROM page_views
            WHERE day < ? GROUP BY day, path, source, campaign, device`,
      args: [today],
    },
    {
      sql: "DELETE FROM daily_web_vitals WHERE day IN (SELECT DISTINCT day FROM web_vitals WHERE day < ?)",
      args: [today],
    },
    ...[...groups.values()].map(({ key, metric, values }) => {
      const counts = { good: 0, "needs-improvement": 0, poor: 0 };
      for (const v of values) counts[rate(metric, v)] += 1;
      return {
        sql: `INSERT INTO daily_web_vitals (day, path, device, metric, samples, good, needs_improvement, poor, p75)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          ...(key as string[]),
          values.length,
          counts.good,
          counts["needs-improvement"],
          counts.poor,
          p75(values)!,
        ],
      };
    }),
    { sql: "DELETE FROM page_views WHERE day < ?", args: [cutoff] },
    { sql: "DELETE FROM web_vitals WHERE day < ?", args: [cutoff] },
  ];
  await db.batch(statements, "write");
}
