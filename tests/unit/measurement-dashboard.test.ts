// @vitest-environment node
// The dashboard's figures from a database: days from raw events and from the roll-up alike, and leads per
// source and landing page against the visits they had (the conversion arithmetic).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertLead, type NewLead } from "@/receiver/db/leads";
import { openDatabase } from "@/receiver/db/client";
import { dashboard, leadRows } from "@/receiver/desk/db/measurement";
import { EventWriter, purgeMeasurement } from "@/receiver/measurement/store";

let dir: string;
let db: Client;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "dashboard-"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function views(at: string, list: [visit: string, seq: number, path: string, source?: string][]) {
  const writer = new EventWriter(db, { busy: false }, () => new Date(at));
  for (const [visit, seq, p, source] of list)
    writer.add({
      type: "view",
      visit: visit.padEnd(22, "v"),
      seq,
      path: p,
      device: "phone",
      utm: source ? { source } : undefined,
    });
  await writer.drain();
}

const lead = (over: Partial<NewLead>): NewLead => ({
  kind: "contact",
  receivedAt: "2026-11-20T10:00:00.000Z",
  name: "Priya",
  phone: "+91 98480 12345",
  email: "priya@example.com",
  noticeVersion: "1",
  consentAt: "2026-11-20T10:00:00.000Z",
  ...over,
});

describe("dashboard", () => {
  it("counts raw and rolled-up days alike, and converts leads per source and landing page", async () => {
    // Older than the raw retention: only its roll-up is left.
    await views("2026-10-01T09:00:00Z", [["old", 1, "/"]]);
    await purgeMeasurement(db, new Date("2026-11-01T00:00:00Z"));
    expect((await db.execute("SELECT count(*) AS n FROM page_views")).rows[0]!.n).toBe(0);
    await views("2026-11-20T09:00:00Z", [
      ["a", 1, "/", "newsletter"],
      ["a", 2, "/contact", "newsletter"],
      ["b", 1, "/", "newsletter"],
      ["c", 1, "/services"],
      ["d", 1, "/services"],
    ]);
    await insertLead(db, lead({ origin: { landingPage: "/", utm: { source: "newsletter" }, pagesSeen: 2 } }));
    await insertLead(db, lead({ kind: "application", origin: { landingPage: "/services", utm: {}, pagesSeen: 1 } }));
    await insertLead(db, lead({}));

    const now = new Date("2026-11-21T12:00:00Z");
    const month = await dashboard(db, 90, now);
    expect(month.totals).toEqual({ views: 6, visits: 5, leads: 3 });
    expect(month.days.find((d) => d.day === "2026-10-01")).toEqual({ day: "2026-10-01", views: 1, visits: 1 });
    expect(month.days.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", views: 5, visits: 4 });
    expect(month.days).toHaveLength(90);

    const week = await dashboard(db, 7, now);
    expect(week.totals.visits).toBe(4);
    expect(week.pages[0]).toEqual({ label: "/", views: 2, visits: 2 });
    expect(week.sources).toEqual([
      { label: "newsletter", views: 3, visits: 2 },
      { label: "direct", views: 2, visits: 2 },
    ]);
    expect(week.leadsBySource).toEqual([
      { label: "direct", visits: 2, enquiries: 0, applications: 1, conversion: 50 },
      { label: "newsletter", visits: 2, enquiries: 1, applications: 0, conversion: 50 },
      { label: "unknown", visits: 0, enquiries: 1, applications: 0, conversion: 0 },
    ]);
    expect(week.leadsByLanding.find((r) => r.label === "/services")).toEqual({
      label: "/services",
      visits: 2,
      enquiries: 0,
      applications: 1,
      conversion: 50,
    });
  });

  it("reads each route's p75 and rating shares from the daily histograms, over the last 30 days at most", async () => {
    const vitals = async (at: string, values: number[]) => {
      const writer = new EventWriter(db, { busy: false }, () => new Date(at));
      for (const LCP of values) writer.add({ type: "vitals", path: "/", device: "phone", metrics: { LCP } });
      await writer.drain();
    };
    await vitals("2026-11-19T09:00:00Z", [1000, 3000]);
    await vitals("2026-11-20T09:00:00Z", [2000, 5000]);
    // Older than 30 days: not in the figures even over 90.
    await vitals("2026-09-01T09:00:00Z", [9000, 9000, 9000]);
    const { vitals: rows } = await dashboard(db, 90, new Date("2026-11-21T12:00:00Z"));
    expect(rows).toEqual([
      {
        path: "/",
        device: "phone",
        metric: "LCP",
        samples: 4,
        p75: 3000,
        shares: { good: 50, "needs-improvement": 25, poor: 25 },
      },
    ]);
  });

  it("gives each label's conversion as leads per visit", () => {
    const rows = leadRows(
      [
        { key: "google.com", kind: "contact" },
        { key: "google.com", kind: "application" },
        { key: "direct", kind: "contact" },
      ],
      new Map([
        ["google.com", 8],
        ["direct", 3],
        ["newsletter", 5],
      ]),
    );
    expect(rows.map((r) => [r.label, r.conversion])).toEqual([
      ["google.com", 25],
      ["direct", 33.3],
      ["newsletter", 0],
    ]);
  });
});
