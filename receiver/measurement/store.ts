// Storing the beacon's events: a queue of its own beside the leads' (receiver/db/writer.ts), flushed in
// groups, one transaction each, and always after the leads waiting to be stored. Each group adds its raw rows
// (capped) and its daily totals at once (receiver/measurement/aggregate.ts); the purge deletes raw events past
// their days and totals past theirs, a bounded batch at a time.
import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Client } from "@libsql/client";
import { site } from "@/lib/content/site";
import { dayOf, DailyCaps, groupStatements, type Received } from "./aggregate";
import type { CollectedEvent } from "./events";

/** Raw page views and vitals are kept this many days (the privacy notice says so); the daily totals longer. */
export const RAW_RETENTION_DAYS = site.privacy.measurementRawDays;
/** Daily totals are kept this many days (about two years: a year-on-year comparison), then purged. */
export const TOTALS_RETENTION_DAYS = 731;
/** Events in one transaction: a group holds the database for a few milliseconds at most. */
const GROUP_SIZE = 500;
/** Events waiting at most: past it a flood's events are dropped, so memory stays bounded. */
const MAX_QUEUED = 20_000;
/** How long events gather before a flush: leads that arrive meanwhile are stored first. */
const GATHER_MS = 20;
/** Rows one purge statement deletes: each holds the database briefly, and the loop yields between them. */
const PURGE_BATCH = 5000;

const DAY_MS = 86_400_000;

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
  private queue: Received[] = [];
  private readonly caps: DailyCaps;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Client,
    private readonly leads: Busy,
    private readonly now: () => Date = () => new Date(),
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.caps = new DailyCaps(db);
  }

  /** Queue an event; false when the queue is full and it was dropped. */
  add(event: CollectedEvent): boolean {
    if (this.queue.length >= MAX_QUEUED) return false;
    this.queue.push({ event, at: this.now() });
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
    this.flushing = groupStatements(group, this.caps)
      .then((statements) => this.db.batch(statements, "write"))
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

/** Deletes raw rows of days before `before` a batch at a time, yielding to waiting requests between batches. */
async function deleteInBatches(db: Client, table: "page_views" | "web_vitals", before: string) {
  for (;;) {
    const result = await db.execute({
      sql: `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE day < ? LIMIT ${PURGE_BATCH})`,
      args: [before],
    });
    if (result.rowsAffected < PURGE_BATCH) return;
    await yieldToLoop();
  }
}

/**
 * Delete raw events older than RAW_RETENTION_DAYS and daily totals older than TOTALS_RETENTION_DAYS. The
 * totals are kept up to date as events arrive, so nothing is read back into memory here: the purge costs a
 * bounded batch of deletes at a time, however many rows a flood left.
 */
export async function purgeMeasurement(db: Client, now: Date): Promise<void> {
  const raw = dayOf(new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS));
  const totals = dayOf(new Date(now.getTime() - TOTALS_RETENTION_DAYS * DAY_MS));
  await deleteInBatches(db, "page_views", raw);
  await deleteInBatches(db, "web_vitals", raw);
  // The totals of a day are bounded (pages × devices, SOURCES_PER_DAY, buckets): one transaction deletes them.
  await db.batch(
    ["daily_pages", "daily_sources", "daily_vitals", "daily_not_found"].map((table) => ({
      sql: `DELETE FROM ${table} WHERE day < ?`,
      args: [totals],
    })),
    "write",
  );
}
