// @vitest-environment node
// Measurement volume cannot reach the leads: with a few hundred thousand raw events in the database, every
// query the dashboard runs reads only the daily totals (whose size does not grow with the events), a lead and
// the dashboard both answer, the raw purge deletes them a batch at a time, and the heap stays under a cap.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Client, InStatement } from "@libsql/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { createReceiverApp } from "@/receiver/app";
import { openDatabase } from "@/receiver/db/client";
import { SESSION_COOKIE } from "@/receiver/desk/cookies";
import { dashboard } from "@/receiver/desk/db/measurement";
import { createSession } from "@/receiver/desk/db/sessions";
import { addStaff } from "@/receiver/desk/db/staff";
import { purgeMeasurement } from "@/receiver/measurement/store";

/** Raw rows inserted directly, per table. */
const RAW_ROWS = 300_000;
/** What the dashboard may add to the heap while it runs (today's figures for 300,000 rows took far more). */
const HEAP_CAP_BYTES = 40 * 1024 * 1024;
const NOW = new Date("2026-11-23T10:30:00.000Z");

/**
 * The volume is inserted once, into a template file each test copies: the inserts are the slow part, and a
 * loaded machine (the suite runs beside the build) takes tens of seconds over them; the caps below are for that.
 */
const SETUP_CAP_MS = 120_000;
const TEST_CAP_MS = 60_000;
let base: string;
let dir: string;
let db: Client;
beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), "volume-"));
  const template = await openDatabase(`file:${path.join(base, "template.db")}`);
  // Spread over the last 40 days, so some are past the raw retention and the purge has work.
  const days = `date('2026-11-23', '-' || (n % 40) || ' days')`;
  await template.executeMultiple(`
    WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${RAW_ROWS})
    INSERT INTO page_views (day, received_at, visit, seq, path, source, campaign, device)
    SELECT ${days}, '2026-11-23T00:00:00.000Z', 'visit' || n, 1, '/p' || (n % 50), 'src' || n, 'c' || n, 'phone'
    FROM seq;
    WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${RAW_ROWS})
    INSERT INTO web_vitals (day, received_at, path, device, metric, value)
    SELECT ${days}, '2026-11-23T00:00:00.000Z', '/p' || (n % 50), 'phone', 'LCP', n % 60000 FROM seq;
  `);
  // Everything in the one file, so a copy of it is the whole database.
  await template.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  template.close();
}, SETUP_CAP_MS);
afterAll(() => rmSync(base, { recursive: true, force: true }));
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "volume-"));
  copyFileSync(path.join(base, "template.db"), path.join(dir, "leads.db"));
  db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The client, recording the statements run through it. */
function recording(client: Client): { db: Client; statements: string[] } {
  const statements: string[] = [];
  const db = new Proxy(client, {
    get(target, key, receiver) {
      if (key === "execute")
        return (stmt: InStatement | string) => {
          statements.push(typeof stmt === "string" ? stmt : stmt.sql);
          return target.execute(stmt as InStatement);
        };
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, statements };
}

describe("measurement volume", () => {
  it(
    "the dashboard reads no raw event, whatever their number, and stays under its heap cap",
    async () => {
      const { db: watched, statements } = recording(db);
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      await dashboard(watched, 90, NOW);
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(HEAP_CAP_BYTES);
      expect(statements.length).toBeGreaterThan(0);
      for (const sql of statements) {
        const args: Record<string, string> = sql.includes(":vitalsFrom")
          ? { vitalsFrom: "2026-10-25" }
          : { from: "2026-08-26" };
        const plan = await db.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args });
        const tables = plan.rows.map((r) => String(r.detail)).join("\n");
        expect(tables).not.toMatch(/\b(page_views|web_vitals)\b/);
      }
    },
    TEST_CAP_MS,
  );

  it(
    "a lead and the dashboard both answer while the raw events are there",
    async () => {
      const app = createReceiverApp({
        db,
        config: { rateLimit: { max: 100, windowMs: 600_000 }, allowedOrigins: [], trustedProxies: [] },
        clock: () => NOW,
      });
      const staff = await addStaff(db, "asha@example.com", "Asha Rao", NOW);
      const cookie = `${SESSION_COOKIE}=${await createSession(db, staff, NOW)}`;
      const form = new FormData();
      const fields = { name: "Priya", phone: "+91 98480 12345", email: "priya@example.com", message: "Hello" };
      for (const [k, v] of Object.entries({ ...fields, noticeVersion: site.privacy.noticeVersion, _gotcha: "" }))
        form.set(k, v);
      const [page, lead] = await Promise.all([
        app.request("/desk/dashboard?days=90", { headers: { Host: "desk.example.in", Cookie: cookie } }),
        app.request("/api/leads/contact", {
          method: "POST",
          body: form,
          headers: { Host: "www.deccandigital.example", Accept: "application/json" },
        }),
      ]);
      expect(lead.status).toBe(201);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Dashboard");
    },
    TEST_CAP_MS,
  );

  it(
    "the purge deletes the old raw events a batch at a time, under the same heap cap",
    async () => {
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      await purgeMeasurement(db, NOW);
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(HEAP_CAP_BYTES);
      const left = await db.execute("SELECT min(day) AS first, count(*) AS n FROM page_views");
      expect(String(left.rows[0]!.first) >= "2026-10-24").toBe(true);
      expect(Number(left.rows[0]!.n)).toBeLessThan(RAW_ROWS);
    },
    TEST_CAP_MS,
  );
});
