// @vitest-environment node
// The daily totals kept as events arrive, the caps on raw rows and sources, the purges of raw events and of
// old totals, Google's thresholds, and the conversion arithmetic.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { RAW_ROWS_PER_DAY_AND_PAGE, SOURCES_PER_DAY } from "@/receiver/measurement/aggregate";
import { EventWriter, purgeMeasurement } from "@/receiver/measurement/store";
import {
  BUCKET_EDGES,
  bucketIndex,
  conversionRate,
  p75,
  percentages,
  rate,
  ratingShares,
} from "@/receiver/measurement/thresholds";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rollup-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const idle = { busy: false };
async function store(at: string, events: Parameters<EventWriter["add"]>[0][]) {
  const writer = new EventWriter(db, idle, () => new Date(at));
  for (const e of events) writer.add(e);
  await writer.drain();
}
const view = (visit: string, seq: number, p: string, utm?: { source?: string; campaign?: string }) =>
  ({ type: "view", visit: visit.padEnd(22, "x"), seq, path: p, utm, device: "phone" }) as const;
const rows = async (sql: string) => (await db.execute(sql)).rows.map((r) => ({ ...r }));
/** A histogram's non-empty buckets, by their edge. */
const filled = (counts: string) =>
  Object.fromEntries((JSON.parse(counts) as number[]).flatMap((n, i) => (n ? [[BUCKET_EDGES[i], n]] : []))) as Record<
    number,
    number
  >;

describe("daily totals", () => {
  it("counts each day by route and device, and by source and campaign, a visit where it started", async () => {
    await store("2026-11-20T09:00:00Z", [
      view("a", 1, "/", { source: "newsletter", campaign: "diwali" }),
      view("a", 2, "/contact", { source: "newsletter", campaign: "diwali" }),
      view("b", 1, "/"),
      view("c", 1, "/", { source: "Newsletter", campaign: "Diwali" }),
    ]);
    await store("2026-11-21T09:00:00Z", [view("d", 1, "/contact")]);
    expect(await rows("SELECT day, path, device, views, visits FROM daily_pages ORDER BY day, path")).toEqual([
      { day: "2026-11-20", path: "/", device: "phone", views: 3, visits: 3 },
      { day: "2026-11-20", path: "/contact", device: "phone", views: 1, visits: 0 },
      { day: "2026-11-21", path: "/contact", device: "phone", views: 1, visits: 1 },
    ]);
    expect(await rows("SELECT day, source, campaign, views, visits FROM daily_sources ORDER BY day, source")).toEqual([
      { day: "2026-11-20", source: "direct", campaign: "", views: 1, visits: 1 },
      { day: "2026-11-20", source: "newsletter", campaign: "diwali", views: 3, visits: 2 },
      { day: "2026-11-21", source: "direct", campaign: "", views: 1, visits: 1 },
    ]);
  });

  it("keeps vitals as a histogram whose buckets rate like their values, and purges raw events after 30 days", async () => {
    await store("2026-10-01T09:00:00Z", [
      view("a", 1, "/"),
      ...[1000, 2000, 2437, 4500].map(
        (LCP) => ({ type: "vitals", path: "/", device: "phone", metrics: { LCP } }) as const,
      ),
    ]);
    const [histogram] = await rows("SELECT metric, samples, counts FROM daily_vitals");
    expect(histogram).toMatchObject({ metric: "LCP", samples: 4 });
    expect(filled(String(histogram!.counts))).toEqual({ 1000: 1, 2000: 1, 2500: 1, 5000: 1 });
    await purgeMeasurement(db, new Date("2026-10-31T00:00:00Z"));
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 1 }]);
    await purgeMeasurement(db, new Date("2026-11-01T00:00:00Z"));
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM web_vitals")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT views FROM daily_pages")).toEqual([{ views: 1 }]);
    // The totals have a retention of their own.
    await purgeMeasurement(db, new Date("2028-10-02T00:00:00Z"));
    expect(await rows("SELECT (SELECT count(*) FROM daily_pages) + (SELECT count(*) FROM daily_vitals) AS n")).toEqual([
      { n: 0 },
    ]);
  });

  it("caps raw rows per day and page and source pairs per day, while every event still counts", async () => {
    const flood = Array.from({ length: RAW_ROWS_PER_DAY_AND_PAGE + 50 }, (_, i) =>
      view(`f${i}`, 1, "/", { source: `made-up-${i}` }),
    );
    await store("2026-11-20T09:00:00Z", flood);
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: RAW_ROWS_PER_DAY_AND_PAGE }]);
    expect(await rows("SELECT sum(views) AS n FROM daily_pages")).toEqual([{ n: flood.length }]);
    const sources = await rows("SELECT count(*) AS n, sum(views) AS v FROM daily_sources");
    expect(sources).toEqual([{ n: SOURCES_PER_DAY + 1, v: flood.length }]);
    expect(await rows("SELECT views FROM daily_sources WHERE source = 'other'")).toEqual([
      { views: flood.length - SOURCES_PER_DAY },
    ]);
    // A second writer (a restart, another receiver) keeps the caps it finds in the database.
    await store("2026-11-20T10:00:00Z", [view("g", 1, "/", { source: "yet-another" })]);
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: RAW_ROWS_PER_DAY_AND_PAGE }]);
    expect(await rows("SELECT count(*) AS n FROM daily_sources")).toEqual([{ n: SOURCES_PER_DAY + 1 }]);
  });

  it("lets queued leads go first", async () => {
    let leadsWaiting = true;
    let asked = 0;
    const leads = {
      get busy() {
        asked += 1;
        return leadsWaiting;
      },
    };
    const writer = new EventWriter(db, leads);
    writer.add(view("a", 1, "/"));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        // The writer has tried to flush several times, and each time found leads waiting.
        if (asked >= 3) {
          clearInterval(check);
          resolve();
        }
      }, 30);
    });
    expect(writer.pending).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 0 }]);
    leadsWaiting = false;
    await writer.drain();
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 1 }]);
  });
});

describe("thresholds", () => {
  it("rates by Google's thresholds, the boundary being the better rating", () => {
    expect(rate("LCP", 2500)).toBe("good");
    expect(rate("LCP", 2501)).toBe("needs-improvement");
    expect(rate("LCP", 4000)).toBe("needs-improvement");
    expect(rate("LCP", 4001)).toBe("poor");
    expect(rate("INP", 200)).toBe("good");
    expect(rate("INP", 501)).toBe("poor");
    expect(rate("CLS", 0.1)).toBe("good");
    expect(rate("CLS", 0.25)).toBe("needs-improvement");
    expect(rate("CLS", 0.26)).toBe("poor");
  });
  it("puts a value in the bucket of the smallest edge above it, thresholds being edges", () => {
    const edge = (metric: Parameters<typeof bucketIndex>[0], value: number) => BUCKET_EDGES[bucketIndex(metric, value)];
    expect(edge("LCP", 2437.2)).toBe(2500);
    expect(edge("LCP", 2500)).toBe(2500);
    expect(edge("LCP", 2501)).toBe(3000);
    expect(edge("INP", 57.2)).toBe(60);
    expect(edge("INP", 3)).toBe(10);
    expect(edge("CLS", 0.1)).toBe(100);
    expect(edge("CLS", 0.113)).toBe(120);
    expect(edge("CLS", 0.25)).toBe(250);
    expect(edge("LCP", 60_000)).toBe(60_000);
  });
  it("takes the 75th percentile by nearest rank", () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
  it("gives shares in whole per cent adding up to 100", () => {
    expect(ratingShares("LCP", [1000, 3000, 5000])).toEqual({ good: 34, "needs-improvement": 33, poor: 33 });
    expect(percentages({ a: 0, b: 0 })).toEqual({ a: 0, b: 0 });
    expect(percentages({ a: 1, b: 1, c: 1, d: 0 })).toEqual({ a: 34, b: 33, c: 33, d: 0 });
  });
  it("computes conversion as leads per visit, in per cent with one decimal", () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 8)).toBe(25);
    expect(conversionRate(3, 0)).toBe(0);
  });
});

describe("the move to daily totals", () => {
  it("carries the old roll-ups and the raw days not yet rolled up into the totals", async () => {
    const { createClient } = await import("@libsql/client");
    const { loadMigrations, migrate } = await import("@/receiver/db/migrate");
    const old = createClient({ url: `file:${path.join(dir, "old.db")}` });
    try {
      const all = await loadMigrations();
      await migrate(
        old,
        all.filter((m) => m.version < 8),
      );
      await old.executeMultiple(`
        INSERT INTO daily_page_views VALUES ('2026-11-01', '/', 'newsletter', 'diwali', 'phone', 5, 3);
        INSERT INTO daily_web_vitals VALUES ('2026-11-01', '/', 'phone', 'LCP', 4, 2, 1, 1, 3000);
        INSERT INTO page_views (day, received_at, visit, seq, path, source, campaign, device)
          VALUES ('2026-11-02', 'x', 'v', 1, '/', 'direct', '', 'phone');
        INSERT INTO web_vitals (day, received_at, path, device, metric, value)
          VALUES ('2026-11-02', 'x', '/', 'phone', 'CLS', 0.113);
      `);
      await migrate(old, all);
      const read = async (sql: string) => (await old.execute(sql)).rows.map((r) => ({ ...r }));
      expect(await read("SELECT day, views, visits FROM daily_pages ORDER BY day")).toEqual([
        { day: "2026-11-01", views: 5, visits: 3 },
        { day: "2026-11-02", views: 1, visits: 1 },
      ]);
      expect(await read("SELECT day, source, campaign, views FROM daily_sources ORDER BY day")).toEqual([
        { day: "2026-11-01", source: "newsletter", campaign: "diwali", views: 5 },
        { day: "2026-11-02", source: "direct", campaign: "", views: 1 },
      ]);
      const histograms = await read("SELECT day, metric, samples, counts FROM daily_vitals ORDER BY day");
      expect(histograms.map((h) => [h.day, h.metric, h.samples, filled(String(h.counts))])).toEqual([
        ["2026-11-01", "LCP", 4, { 2500: 2, 4000: 1, 5000: 1 }],
        ["2026-11-02", "CLS", 1, { 120: 1 }],
      ]);
    } finally {
      old.close();
    }
  });
});
