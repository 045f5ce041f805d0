// Measurement ingestion bench (a report, not a test): the site and receiver as `npm start` serves them
// (dist/serve.mjs, `npm run build` first) on a temporary embedded database. It floods /api/collect with valid
// page views from concurrent clients on 127.0.0.1 and prints events per second, p50/p99 and how many were
// stored; then contact submissions' p50/p99 alone and beside a flood of events (leads go first); then the
// beacon's bytes: its share of first-load JavaScript and the bytes of one event.
//   npm run bench:collect   (BENCH_COLLECT_PORT=4402, BENCH_EVENTS=30000, BENCH_EVENT_CONCURRENCY=32,
//                            BENCH_LEADS=300, BENCH_SECONDS=30)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { benchLeadForm } from "./leadForm";
import type { PageViewEvent } from "@/lib/measurement/event";
import { openDatabase } from "@/receiver/db/client";

const port = Number(process.env.BENCH_COLLECT_PORT ?? 4402);
const totalEvents = Number(process.env.BENCH_EVENTS ?? 30_000);
const eventConcurrency = Number(process.env.BENCH_EVENT_CONCURRENCY ?? 32);
const totalLeads = Number(process.env.BENCH_LEADS ?? 300);
/** Leads come a few at a time, as people send them; the flood is what is heavy. */
const leadConcurrency = 4;
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 30);
const origin = `http://127.0.0.1:${port}`;

const PATHS = ["/", "/about", "/services", "/careers", "/contact", "/privacy", "/web-development-services"];
/** What Chrome sends with a beacon from the site's own page: the receiver counts it as a person's. */
const BEACON_HEADERS = {
  "content-type": "text/plain;charset=UTF-8",
  origin,
  "sec-fetch-site": "same-origin",
  "accept-language": "en-IN,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};

/** A page view as the beacon sends it: the first of a visit with its campaign, later ones without. */
function pageView(i: number): PageViewEvent {
  const seq = (i % 4) + 1;
  return {
    type: "view",
    visit: `benchvisit${String(Math.floor(i / 4)).padStart(12, "0")}`,
    seq,
    path: PATHS[i % PATHS.length]!,
    ...(seq === 1 && { utm: { source: "newsletter", campaign: "diwali" } }),
    device: i % 3 ? "phone" : "desktop",
  };
}

const sendEvent = (i: number) =>
  fetch(`${origin}/api/collect`, { method: "POST", body: JSON.stringify(pageView(i)), headers: BEACON_HEADERS });
const sendLead = (i: number) =>
  fetch(`${origin}/api/leads/contact`, {
    method: "POST",
    body: benchLeadForm(i),
    headers: { Accept: "application/json", origin },
  });

/** CPU seconds a process has used (Linux /proc: user + system, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Run {
  count: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** `total` requests (or until `stop` says so, or the time bound) from `concurrency` clients in a loop. */
async function load(
  send: (i: number) => Promise<Response>,
  ok: number,
  total: number,
  concurrency: number,
  stop: () => boolean = () => false,
): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const deadline = Date.now() + maxSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total && !stop() && Date.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        const res = await send(i);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  return { count: latencies.length, failed, seconds, p50: pct(50), p99: pct(99) };
}

/** Gzip bytes of the beacon and the visit state alone, minified as a production bundle (React and Next apart). */
async function beaconGzipBytes(): Promise<number> {
  const result = await build({
    entryPoints: ["components/analytics/Beacon.tsx"],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    // web-vitals is loaded on demand, after the page view: not first-load JavaScript.
    external: ["react", "react/*", "next", "next/*", "web-vitals"],
    alias: { "@": "." },
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic",
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 6 }).length;
}

async function main() {
  if (!existsSync("dist/serve.mjs") || !existsSync("out/index.html"))
    throw new Error("The bench runs the built site and receiver: run `npm run build` first.");
  const dir = mkdtempSync(path.join(tmpdir(), "collect-bench-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const server = spawn(process.execPath, ["dist/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: url,
      // Every request comes from 127.0.0.1: one address, far past a visitor's allowance.
      LEADS_RATE_LIMIT: "1000000/60",
      LEADS_COLLECT_RATE_LIMIT: "10000000/60",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const db = await openDatabase(url);
  const stored = async () => Number((await db.execute("SELECT count(*) AS n FROM page_views")).rows[0]!.n);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await fetch(`${origin}/`);
        break;
      } catch {
        if (attempt > 300) throw new Error(`nothing answered at ${origin} within 30 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // Warm up (JIT, first statements), then rest a moment.
    await load(sendEvent, 204, 500, 8);
    await load((i) => sendLead(-1 - i), 201, 30, 2);
    await new Promise((r) => setTimeout(r, 1000));
    const before = await stored();

    const cpuBefore = cpuSeconds(server.pid!);
    const flood = await load(sendEvent, 204, totalEvents, eventConcurrency);
    // The writer stores in the background: wait until the count stops growing.
    let count = await stored();
    for (let last = -1; count !== last; count = await stored()) {
      last = count;
      await new Promise((r) => setTimeout(r, 300));
    }
    const floodStored = count - before;
    // The server's own work per event, answering and storing: what the machine's other load hardly changes.
    const cpuPerEvent = ((cpuSeconds(server.pid!) - cpuBefore) / flood.count) * 1e6;

    const leadsAlone = await load(sendLead, 201, totalLeads, leadConcurrency);
    let floodDone = false;
    const beside = load(
      (i) => sendEvent(totalEvents + i),
      204,
      Infinity,
      eventConcurrency,
      () => floodDone,
    );
    const leadsInFlood = await load((i) => sendLead(totalLeads + i), 201, totalLeads, leadConcurrency);
    floodDone = true;
    const floodBeside = await beside;

    const eventBody = (i: number) => Buffer.byteLength(JSON.stringify(pageView(i)));
    const beacon = await beaconGzipBytes();
    const load1 = loadavg()[0]!.toFixed(1);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const rate = (r: Run) => (r.count / r.seconds).toFixed(0);
    console.log(
      `\nMeasurement ingestion bench, ${new Date().toISOString().slice(0, 10)}: dist/serve.mjs on an embedded file, 127.0.0.1, load average ${load1}`,
    );
    console.log("| run | sent | failed | per second | p50 | p99 |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    console.log(
      `| page views, ${eventConcurrency} clients (stored ${floodStored} / ${flood.count - flood.failed}; server CPU ${cpuPerEvent.toFixed(0)} µs each) | ${flood.count} | ${flood.failed} | ${rate(flood)} | ${ms(flood.p50)} | ${ms(flood.p99)} |`,
    );
    console.log(
      `| contact submissions alone, ${leadConcurrency} clients | ${leadsAlone.count} | ${leadsAlone.failed} | ${rate(leadsAlone)} | ${ms(leadsAlone.p50)} | ${ms(leadsAlone.p99)} |`,
    );
    console.log(
      `| contact submissions beside the flood, ${leadConcurrency} clients | ${leadsInFlood.count} | ${leadsInFlood.failed} | ${rate(leadsInFlood)} | ${ms(leadsInFlood.p50)} | ${ms(leadsInFlood.p99)} |`,
    );
    console.log(
      `| page views beside those leads, ${eventConcurrency} clients | ${floodBeside.count} | ${floodBeside.failed} | ${rate(floodBeside)} | ${ms(floodBeside.p50)} | ${ms(floodBeside.p99)} |`,
    );
    console.log(
      `\nBeacon: ${(beacon / 1024).toFixed(2)} KB gzip of first-load JavaScript (its code and the visit state, minified alone); ` +
        `a page view's body ${eventBody(0)} bytes (landing, with its campaign), ${eventBody(1)} bytes (later pages)`,
    );
  } finally {
    db.close();
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
