// Receiver benchmark (a report, not a test): contact submissions stored durably before each 201, from
// concurrent clients on 127.0.0.1, bounded in count and time, in four set-ups: the receiver through tsx and
// compiled (dist/, `npm run build` first) on an embedded file (WAL, synchronous=FULL); compiled on libSQL's
// server (sqld); two compiled receivers on one sqld behind the shipped nginx configuration. Prints requests
// per second, p50/p99 latency and the receivers' memory at rest and under load.
//   npm run bench:receiver   (BENCH_RECEIVER_PORT, BENCH_REQUESTS=3000, BENCH_CONCURRENCY=16, BENCH_SECONDS=30)
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { benchLeadForm } from "./leadForm";
import { load } from "./load";
import { openDatabase } from "@/receiver/db/client";
import { startNginx } from "../preview-nginx";
import { startSqld } from "../sqld";

const port = Number(process.env.BENCH_RECEIVER_PORT ?? 4401);
const total = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

interface Variant {
  label: string;
  /** How each receiver runs: compiled (what production runs) or from source through tsx. */
  run: "compiled" | "tsx";
  database: "embedded file" | "sqld";
  /** One receiver answering directly, or two behind the shipped nginx configuration (plain http here). */
  receivers: 1 | 2;
}

const VARIANTS: Variant[] = [
  { label: "tsx, embedded file", run: "tsx", database: "embedded file", receivers: 1 },
  { label: "compiled, embedded file", run: "compiled", database: "embedded file", receivers: 1 },
  { label: "compiled, sqld", run: "compiled", database: "sqld", receivers: 1 },
  { label: "compiled, sqld, two receivers behind nginx", run: "compiled", database: "sqld", receivers: 2 },
];

function startReceiver(variant: Variant, receiverPort: number, url: string): ChildProcess {
  const args = variant.run === "tsx" ? ["--import", "tsx", "receiver/main.ts"] : ["dist/receiver.mjs"];
  return spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(receiverPort),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: url,
      LEADS_RATE_LIMIT: "1000000/60",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function untilAnswering(target: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      await fetch(`${target}/api/leads/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answered at ${target} within 30 s`);
}

async function bench(variant: Variant): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "leads-bench-"));
  const sqld = variant.database === "sqld" ? await startSqld(port + 10) : undefined;
  const url = sqld?.url ?? `file:${path.join(dir, "leads.db")}`;
  const receivers = Array.from({ length: variant.receivers }, (_, i) => startReceiver(variant, port + 1 + i, url));
  const nginx =
    variant.receivers > 1
      ? startNginx({ port, leadsReceiver: receivers.map((_, i) => `127.0.0.1:${port + 1 + i}`) })
      : undefined;
  const origin = `http://127.0.0.1:${nginx ? port : port + 1}`;
  try {
    for (let i = 0; i < variant.receivers; i++) await untilAnswering(`http://127.0.0.1:${port + 1 + i}`);
    await untilAnswering(origin);
    // Warm up (JIT, first statements), then rest a moment and read the memory at rest.
    for (let i = 1; i <= 50; i++)
      await fetch(`${origin}/api/leads/contact`, {
        method: "POST",
        body: benchLeadForm(-i),
        headers: { Accept: "application/json" },
      });
    await new Promise((r) => setTimeout(r, 1000));
    const rss = () => receivers.reduce((sum, child) => sum + rssMb(child.pid!), 0);
    const restMb = rss();

    let peakMb = restMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rss())), 100);
    const run = await load(
      (i) =>
        fetch(`${origin}/api/leads/contact`, {
          method: "POST",
          body: benchLeadForm(i),
          headers: { Accept: "application/json" },
        }),
      201,
      total,
      concurrency,
    );
    clearInterval(sampler);

    const db = await openDatabase(url);
    const stored = Number(
      (
        await db.execute(
          "SELECT count(*) AS n FROM leads WHERE name LIKE 'Bench Lead %' AND name NOT LIKE 'Bench Lead -%'",
        )
      ).rows[0]!.n,
    );
    db.close();
    return `| ${variant.label} | ${stored} / ${run.count} | ${run.failed} | ${(run.count / run.seconds).toFixed(0)} | ${run.p50.toFixed(1)} ms | ${run.p99.toFixed(1)} ms | ${restMb.toFixed(0)} MB | ${peakMb.toFixed(0)} MB |`;
  } finally {
    await nginx?.stop();
    for (const child of receivers) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    await sqld?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync("dist/receiver.mjs") || !existsSync("out/index.html"))
    throw new Error("The bench runs the built servers and site: run `npm run build` first.");
  const rows: string[] = [];
  for (const variant of VARIANTS) rows.push(await bench(variant));
  // The machine's load matters: the clients and the receivers share its cores with everything else.
  const loadAverage = loadavg()[0]!.toFixed(1);
  console.log(
    `\nReceiver bench, ${new Date().toISOString().slice(0, 10)}: contact submissions, ${concurrency} concurrent clients, 127.0.0.1, load average ${loadAverage}`,
  );
  console.log(
    "| run | stored / sent | failed | requests/s | p50 | p99 | memory at rest (all receivers) | under load (peak) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
