// @vitest-environment node
// The daily roll-up and the 30-day purge of raw events, Google's thresholds, and the conversion arithmetic.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/receiver/db/client";
import { EventWriter, rollUpAndPurge } from "@/receiver/measurement/store";
import { conversionRate, p75, percentages, rate, ratingShares } from "@/receiver/measurement/thresholds";

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

describe("rollUpAndPurge", () => {
  it("rolls complete days up by route, source, campaign and device, and counts a visit where it started", async () => {
    await store("2026-11-20T09:00:00Z", [
      view("a", 1, "/", { source: "newsletter", campaign: "diwali" }),
      view("a", 2, "/contact", { source: "newsletter", campaign: "diwali" }),
      view("b", 1, "/"),
      view("c", 1, "/", { source: "newsletter", campaign: "diwali" }),
    ]);
    await store("2026-11-21T09:00:00Z", [view("d", 1, "/contact")]);
    await rollUpAndPurge(db, new Date("2026-11-21T12:00:00Z"));
    // The 21st is today: not complete, not rolled up yet.
    expect(
      await rows("SELECT day, path, source, campaign, views, visits FROM daily_page_views ORDER BY path, source"),
    ).toEqual([
      { day: "2026-11-20", path: "/", source: "direct", campaign: "", views: 1, visits: 1 },
      { day: "2026-11-20", path: "/", source: "newsletter", campaign: "diwali", views: 2, visits: 2 },
      { day: "2026-11-20", path: "/contact", source: "newsletter", campaign: "diwali", views: 1, visits: 0 },
    ]);
    // Running again gives the same roll-up, not a double one.
    await rollUpAndPurge(db, new Date("2026-11-21T13:00:00Z"));
    expect(await rows("SELECT sum(views) AS v, sum(visits) AS n FROM daily_page_views")).toEqual([{ v: 4, n: 3 }]);
  });

  it("keeps vitals per day with p75 and ratings, and purges raw events after 30 days but keeps the roll-up", async () => {
    await store("2026-10-01T09:00:00Z", [
      view("a", 1, "/"),
      ...[1000, 2000, 3000, 5000].map(
        (LCP) => ({ type: "vitals", path: "/", device: "phone", metrics: { LCP } }) as const,
      ),
    ]);
    await rollUpAndPurge(db, new Date("2026-10-02T00:00:00Z"));
    expect(await rows("SELECT metric, samples, good, needs_improvement, poor, p75 FROM daily_web_vitals")).toEqual([
      { metric: "LCP", samples: 4, good: 2, needs_improvement: 1, poor: 1, p75: 3000 },
    ]);
    await rollUpAndPurge(db, new Date("2026-10-31T00:00:00Z"));
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 1 }]);
    await rollUpAndPurge(db, new Date("2026-11-01T00:00:00Z"));
    expect(await rows("SELECT count(*) AS n FROM page_views")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM web_vitals")).toEqual([{ n: 0 }]);
    expect(await rows("SELECT views FROM daily_page_views")).toEqual([{ views: 1 }]);
    expect(await rows("SELECT p75 FROM daily_web_vitals")).toEqual([{ p75: 3000 }]);
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
