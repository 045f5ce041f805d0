// Receiver benchmark (a report, not a test): contact submissions stored durably (WAL, synchronous=FULL)
// in a temporary embedded database, from concurrent clients on 127.0.0.1, bounded in count and time.
// Prints requests per second, p50/p99 latency and the receiver's memory at rest and under load.
//   npm run bench:receiver   (BENCH_RECEIVER_PORT, BENCH_REQUESTS=3000, BENCH_CONCURRENCY=16, BENCH_SECONDS=30)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { site } from "@/content/site";
import { openDatabase } from "@/receiver/db/client";

const port = Number(process.env.BENCH_RECEIVER_PORT ?? 4401);
const total = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 30);
const origin = `http://127.0.0.1:${port}`;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

function form(i: number): FormData {
  const data = new FormData();
  data.set("name", `Bench Lead ${i}`);
  data.set("phone", "+91 98480 12345");
  data.set("email", `lead${i}@example.com`);
  data.set("message", "We run a bakery in Gachibowli and want more online orders through our website.");
  data.set("noticeVersion", site.privacy.noticeVersion);
  data.set("_gotcha", "");
  return data;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "leads-bench-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const child = spawn(process.execPath, ["--import", "tsx", "receiver/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: url,
      LEADS_RATE_LIMIT: "1000000/60",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      try {
        await fetch(`${origin}/api/leads/`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // Warm up (JIT, first statements), then rest a moment and read the memory at rest.
    for (let i = 1; i <= 50; i++)
      await fetch(`${origin}/api/leads/contact`, {
        method: "POST",
        body: form(-i),
        headers: { Accept: "application/json" },
      });
    await new Promise((r) => setTimeout(r, 1000));
    const restMb = rssMb(child.pid!);

    let peakMb = restMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child.pid!))), 100);
    const latencies: number[] = [];
    let next = 0;
    let failed = 0;
    const deadline = Date.now() + maxSeconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total && Date.now() < deadline) {
          const i = next++;
          const t0 = performance.now();
          const res = await fetch(`${origin}/api/leads/contact`, {
            method: "POST",
            body: form(i),
            headers: { Accept: "application/json" },
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.status !== 201) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
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
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
    // The machine's load matters: the clients and the receiver share its cores with everything else.
    const load = loadavg()[0]!.toFixed(1);
    console.log(
      `\nReceiver bench, ${new Date().toISOString().slice(0, 10)}: ${latencies.length} contact submissions, ${concurrency} concurrent clients, 127.0.0.1, load average ${load}`,
    );
    console.log("| stored / sent | failed | requests/s | p50 | p99 | memory at rest | memory under load (peak) |");
    console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    console.log(
      `| ${stored} / ${latencies.length} | ${failed} | ${(latencies.length / seconds).toFixed(0)} | ${pct(50).toFixed(1)} ms | ${pct(99).toFixed(1)} ms | ${restMb.toFixed(0)} MB | ${peakMb.toFixed(0)} MB |`,
    );
  } finally {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
