// Measurement volume bench (a report, not a test): what one address can add to the database in a day, and how
// the compiled receiver (dist/receiver.mjs, leads and desk in one process, as behind nginx) answers with 0, 1
// and 10 million raw events in its database and the daily totals at the most a flood can leave them (every
// page, device and source slot taken, every histogram bucket filled): the
// dashboard's time, the server's memory, and a lead's p50/p99 alone and during dashboard loads.
// `npm run build` first.
//   npx tsx scripts/bench/volume.ts   (BENCH_RECEIVER_PORT=4401, BENCH_VOLUMES=0,1000000,10000000, BENCH_LEADS=300)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import type { Client } from "@libsql/client";
import { openDatabase } from "@/receiver/db/client";
import { SESSION_COOKIE } from "@/receiver/desk/cookies";
import { createSession } from "@/receiver/desk/db/sessions";
import { addStaff } from "@/receiver/desk/db/staff";
import { RAW_ROWS_PER_DAY_AND_PAGE, SOURCES_PER_DAY } from "@/receiver/measurement/aggregate";
import { EventWriter } from "@/receiver/measurement/store";
import { BUCKET_EDGES } from "@/receiver/measurement/thresholds";
import { benchLeadForm } from "./leadForm";
import { load } from "./load";

const port = Number(process.env.BENCH_RECEIVER_PORT ?? 4401);
const volumes = (process.env.BENCH_VOLUMES ?? "0,1000000,10000000").split(",").map(Number);
const totalLeads = Number(process.env.BENCH_LEADS ?? 300);
/** Pages a flood spreads over (the site's known pages are about this many). */
const PAGES = 40;
const NOW = new Date();
const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Rows one address adds in a day at the collector's limit, measured on 20,000 events and scaled. */
async function rowsPerDay(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "volume-rows-"));
  const db = await openDatabase(`file:${path.join(dir, "leads.db")}`);
  try {
    const writer = new EventWriter(db, { busy: false }, () => NOW);
    const events = 20_000;
    for (let i = 0; i < events; i++) {
      const p = `/p${i % PAGES}`;
      writer.add(
        i % 2
          ? {
              type: "view",
              visit: `visit-${i}`.padEnd(22, "x"),
              seq: 1,
              path: p,
              device: "phone",
              utm: { source: `s${i}` },
            }
          : {
              type: "vitals",
              path: p,
              device: (["phone", "tablet", "desktop"] as const)[i % 3]!,
              metrics: { LCP: (i * 37) % 60_000, FCP: 0, TTFB: 0, INP: i % 10_000, CLS: (i % 1000) / 100 },
            },
      );
      if (writer.pending >= 10_000) await writer.drain();
    }
    await writer.drain();
    const count = async (table: string) => Number((await db.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    const raw = (await count("page_views")) + (await count("web_vitals"));
    const totals = (await count("daily_pages")) + (await count("daily_sources")) + (await count("daily_vitals"));
    const perDay = 600 * 60 * 24;
    const rawCap = RAW_ROWS_PER_DAY_AND_PAGE * PAGES * 2;
    const totalsCap = PAGES * 3 + SOURCES_PER_DAY + 1 + PAGES * 3 * 5;
    return [
      `- ${events} events (half page views, half vitals with five figures, ${PAGES} pages): ${raw} raw rows, ${totals} total rows.`,
      `- One address at the collector's limit sends ${perDay.toLocaleString("en")} events a day (up to ${(perDay * 5).toLocaleString("en")} raw rows before the caps): it adds at most ${rawCap.toLocaleString("en")} raw rows a day (the cap, whoever sends) and ${totalsCap.toLocaleString("en")} daily total rows.`,
    ].join("\n");
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `raw` raw rows over the last 30 days, and the daily totals at the most a flood can leave them (every
// page, device and source slot taken, every histogram bucket filled). */
async function fill(db: Client, raw: number) {
  if (!raw) return;
  const half = Math.floor(raw / 2);
  const dayOf = `date('${day(0)}', '-' || (n % 30) || ' days')`;
  for (let done = 0; done < half; done += 1_000_000) {
    const n = Math.min(1_000_000, half - done);
    await db.executeMultiple(`
      WITH RECURSIVE seq(n) AS (SELECT ${done + 1} UNION ALL SELECT n + 1 FROM seq WHERE n < ${done + n})
      INSERT INTO page_views (day, received_at, visit, seq, path, source, campaign, device)
      SELECT ${dayOf}, '${NOW.toISOString()}', 'visit' || n, 1 + n % 3, '/p' || (n % ${PAGES}), 's' || (n % 5000), '', 'phone' FROM seq;
      WITH RECURSIVE seq(n) AS (SELECT ${done + 1} UNION ALL SELECT n + 1 FROM seq WHERE n < ${done + n})
      INSERT INTO web_vitals (day, received_at, path, device, metric, value)
      SELECT ${dayOf}, '${NOW.toISOString()}', '/p' || (n % ${PAGES}), 'phone', 'LCP', n % 60000 FROM seq;
    `);
  }
  await db.executeMultiple(`
    WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < 89),
      p(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM p WHERE j < ${PAGES - 1}),
      v(device) AS (VALUES ('phone'), ('tablet'), ('desktop'))
    INSERT INTO daily_pages SELECT date('${day(0)}', '-' || i || ' days'), '/p' || j, device, 100, 50 FROM d, p, v;
    WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < 89),
      s(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM s WHERE k < ${SOURCES_PER_DAY})
    INSERT INTO daily_sources SELECT date('${day(0)}', '-' || i || ' days'), 's' || k, '', 10, 5 FROM d, s;
    WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < 29),
      p(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM p WHERE j < ${PAGES - 1}),
      v(device) AS (VALUES ('phone'), ('tablet'), ('desktop')),
      m(metric) AS (VALUES ('LCP'), ('INP'), ('CLS'), ('FCP'), ('TTFB'))
    INSERT INTO daily_vitals SELECT date('${day(0)}', '-' || i || ' days'), '/p' || j, device, metric,
      '${JSON.stringify(BUCKET_EDGES.map(() => 3))}', ${3 * BUCKET_EDGES.length}
      FROM d, p, v, m;
  `);
}

async function untilAnswering(target: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(`${target}/api/leads/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered at ${target} within 60 s`);
}

async function bench(raw: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "volume-bench-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const db = await openDatabase(url);
  const filling = performance.now();
  await fill(db, raw);
  const filledSeconds = (performance.now() - filling) / 1000;
  const staff = await addStaff(db, "bench@example.com", "Bench", NOW);
  const cookie = `${SESSION_COOKIE}=${await createSession(db, staff, NOW)}`;
  db.close();
  const child = spawn(process.execPath, ["dist/receiver.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: url,
      LEADS_RATE_LIMIT: "1000000/60",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(origin);
    const lead = (i: number) =>
      fetch(`${origin}/api/leads/contact`, {
        method: "POST",
        body: benchLeadForm(i),
        headers: { Accept: "application/json" },
      });
    const dashboard = () => fetch(`${origin}/desk/dashboard?days=90`, { headers: { Cookie: cookie } });
    for (let i = 1; i <= 20; i++) await (await lead(-i)).arrayBuffer();
    let peakMb = rssMb(child.pid!);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid!))), 50);

    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const response = await dashboard();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const alone = await load(lead, 201, totalLeads, 4);
    // Dashboards loading back to back while the leads are sent.
    let busy = true;
    const loads = (async () => {
      let n = 0;
      while (busy) {
        await (await dashboard()).arrayBuffer();
        n += 1;
      }
      return n;
    })();
    const during = await load((i) => lead(totalLeads + i), 201, totalLeads, 4);
    busy = false;
    const dashboards = await loads;
    clearInterval(sampler);
    return `| ${raw.toLocaleString("en")} | ${filledSeconds.toFixed(0)} s | ${times[2]!.toFixed(0)} ms (max ${times[4]!.toFixed(0)}) | ${alone.p50.toFixed(1)} / ${alone.p99.toFixed(1)} ms | ${during.p50.toFixed(1)} / ${during.p99.toFixed(1)} ms (${dashboards} dashboards) | ${alone.failed + during.failed} | ${peakMb.toFixed(0)} MB | ${loadavg()[0]!.toFixed(1)} |`;
  } finally {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!existsSync("dist/receiver.mjs")) throw new Error("Run `npm run build` first: the bench runs dist/receiver.mjs.");
console.log("## Rows one address can add\n");
console.log(await rowsPerDay());
console.log(
  "\n## The receiver with raw events in its database\n\n| Raw rows | Filled in | Dashboard (90 days), median of 5 | Lead p50 / p99 alone | Lead p50 / p99 during dashboards | Failed | Server peak RSS | Load (1 min) |\n| --- | --- | --- | --- | --- | --- | --- | --- |",
);
for (const raw of volumes) console.log(await bench(raw));
