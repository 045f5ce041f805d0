// Measurement ingestion bench (a report, not a test), on a temporary embedded database, twice: the site and
// receiver as `npm start` serves them (dist/serve.mjs, one process), then as production runs them (the
// shipped nginx configuration in front of dist/receiver.mjs and dist/collector.mjs, two processes; `npm run
// build` first). It floods /api/collect with valid page views from concurrent clients on 127.0.0.1 and prints
// events per second, p50/p99 and how many were stored; then contact submissions' p50/p99 alone and beside a
// flood of events; then the beacon's bytes: its share of first-load JavaScript and the bytes of one event.
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
import { openDatabase } from "@/receiver/db/client";
import { startNginx } from "../preview-nginx";
import { BEACON_HEADERS, floodFromLowPriorityProcess, pageView } from "./flood";
import { load, type Run } from "./load";

const port = Number(process.env.BENCH_COLLECT_PORT ?? 4402);
const totalEvents = Number(process.env.BENCH_EVENTS ?? 30_000);
const eventConcurrency = Number(process.env.BENCH_EVENT_CONCURRENCY ?? 32);
const totalLeads = Number(process.env.BENCH_LEADS ?? 300);
/** Leads come a few at a time, as people send them; the flood is what is heavy. */
const leadConcurrency = 4;

/** CPU seconds a process has used (Linux /proc: user + system, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Gzip bytes of one module of the beacon and what it imports, minified alone as a production bundle (React, Next
 * and the modules in `apart` not counted).
 */
async function beaconGzipBytes(entry: string, apart: string[] = []): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    // web-vitals is loaded on demand, after the page view: not first-load JavaScript.
    external: ["react", "react/*", "next", "next/*", "web-vitals", ...apart],
    alias: { "@": "." },
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic",
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 6 }).length;
}

/** How the bench's servers run: `npm start`'s one process, or production's receiver and collector behind nginx. */
type Topology = "one server" | "behind nginx";

interface Servers {
  origin: string;
  /** The processes whose CPU an event costs. */
  collectorPid: number;
  stop(): Promise<void>;
}

const SERVER_ENV = {
  HOST: "127.0.0.1",
  // Every request comes from 127.0.0.1: one address, far past a visitor's allowance.
  LEADS_RATE_LIMIT: "1000000/60",
  LEADS_COLLECT_RATE_LIMIT: "10000000/60",
};

function startServer(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...SERVER_ENV, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A bench that fails half-way leaves no server behind.
  process.once("exit", () => child.kill("SIGTERM"));
  return child;
}

async function stopChild(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 502) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered at ${url} within 30 s`);
}

async function startServers(topology: Topology, databaseUrl: string): Promise<Servers> {
  const origin = `http://127.0.0.1:${port}`;
  if (topology === "one server") {
    const server = startServer("dist/serve.mjs", { PORT: String(port), LEADS_DATABASE_URL: databaseUrl });
    await untilAnswering(`${origin}/`);
    return { origin, collectorPid: server.pid!, stop: () => stopChild(server) };
  }
  // The shipped nginx configuration (plain http here), /api/leads/ to the receiver, /api/collect to the collector.
  const env = { LEADS_DATABASE_URL: databaseUrl, PORT: String(port + 1), COLLECT_PORT: String(port + 2) };
  const receiver = startServer("dist/receiver.mjs", env);
  await untilAnswering(`http://127.0.0.1:${port + 1}/api/leads/health`);
  const collector = startServer("dist/collector.mjs", env);
  await untilAnswering(`http://127.0.0.1:${port + 2}/api/leads/health`);
  const nginx = startNginx({
    port,
    leadsReceiver: `127.0.0.1:${port + 1}`,
    collectReceiver: `127.0.0.1:${port + 2}`,
  });
  await untilAnswering(`${origin}/api/leads/health`);
  return {
    origin,
    collectorPid: collector.pid!,
    async stop() {
      await nginx.stop();
      await Promise.all([stopChild(receiver), stopChild(collector)]);
    },
  };
}

/** The flood alone, then leads alone, then leads beside a flood: one table's rows. */
async function measure(topology: Topology): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "collect-bench-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const servers = await startServers(topology, url);
  const { origin } = servers;
  const db = await openDatabase(url);
  const stored = async () => Number((await db.execute("SELECT count(*) AS n FROM page_views")).rows[0]!.n);
  const sendEvent = (i: number) =>
    fetch(`${origin}/api/collect`, {
      method: "POST",
      body: JSON.stringify(pageView(i)),
      headers: { ...BEACON_HEADERS, origin },
    });
  const sendLead = (i: number) =>
    fetch(`${origin}/api/leads/contact`, {
      method: "POST",
      body: benchLeadForm(i),
      headers: { Accept: "application/json", origin },
    });
  try {
    // Warm up (JIT, first statements), then rest a moment.
    await load(sendEvent, 204, 500, 8);
    await load((i) => sendLead(-1 - i), 201, 30, 2);
    await new Promise((r) => setTimeout(r, 1000));
    const before = await stored();

    const cpuBefore = cpuSeconds(servers.collectorPid);
    const flood = await load(sendEvent, 204, totalEvents, eventConcurrency);
    // The writer stores in the background: wait until the count stops growing.
    let count = await stored();
    for (let last = -1; count !== last; count = await stored()) {
      last = count;
      await new Promise((r) => setTimeout(r, 300));
    }
    const floodStored = count - before;
    // The collecting process's own work per event, answering and storing: what other load hardly changes.
    const cpuPerEvent = ((cpuSeconds(servers.collectorPid) - cpuBefore) / flood.count) * 1e6;

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
    // The same with the flood from a process of lower CPU priority: on this one machine the flood's clients
    // share the server's 2 cores, where visitors' browsers use their own devices.
    const elsewhere = floodFromLowPriorityProcess(origin, 2 * totalEvents, eventConcurrency);
    await elsewhere.started;
    // Leads start once that flood runs at full speed: a thousand of its events stored.
    const atStart = await stored();
    for (let waited = 0; (await stored()) < atStart + 1000; waited += 50) {
      if (waited > 30_000) throw new Error("the lower-priority flood stored nothing within 30 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    const leadsInFloodElsewhere = await load((i) => sendLead(2 * totalLeads + i), 201, totalLeads, leadConcurrency);
    const floodElsewhere = await elsewhere.stop();

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const row = (label: string, r: Run) =>
      `| ${topology} | ${label} | ${r.count} | ${r.failed} | ${(r.count / r.seconds).toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} |`;
    return [
      row(
        `page views, ${eventConcurrency} clients (stored ${floodStored} / ${flood.count - flood.failed}; collecting process's CPU ${cpuPerEvent.toFixed(0)} µs each)`,
        flood,
      ),
      row(`contact submissions alone, ${leadConcurrency} clients`, leadsAlone),
      row(`contact submissions beside the flood, ${leadConcurrency} clients`, leadsInFlood),
      row(`page views beside those leads, ${eventConcurrency} clients`, floodBeside),
      row(
        `contact submissions beside a flood from a lower-priority process, ${leadConcurrency} clients`,
        leadsInFloodElsewhere,
      ),
      row(`page views from that process beside those leads, ${eventConcurrency} clients`, floodElsewhere),
    ];
  } finally {
    db.close();
    await servers.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync("dist/serve.mjs") || !existsSync("out/index.html"))
    throw new Error("The bench runs the built site and receiver: run `npm run build` first.");
  const rows = [...(await measure("one server")), ...(await measure("behind nginx"))];
  const eventBody = (i: number) => Buffer.byteLength(JSON.stringify(pageView(i)));
  // The layout's part is first-load JavaScript; the page beacon and the visit state download once the page works.
  const loader = await beaconGzipBytes("components/analytics/Beacon.tsx", ["./PageBeacon"]);
  const beacon = await beaconGzipBytes("components/analytics/PageBeacon.tsx");
  console.log(
    `\nMeasurement ingestion bench, ${new Date().toISOString().slice(0, 10)}: embedded file, 127.0.0.1, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log("| servers | run | sent | failed | per second | p50 | p99 |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
  console.log(
    `\nBeacon: ${(loader / 1024).toFixed(2)} KB gzip of first-load JavaScript (the layout's loader), then ` +
      `${(beacon / 1024).toFixed(2)} KB once the page works (its code and the visit state, minified alone); ` +
      `a page view's body ${eventBody(0)} bytes (landing, with its campaign), ${eventBody(1)} bytes (later pages)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
