// Free-times flood benchmark (a report, not a test): how long pages take to answer while strangers flood
// GET /api/leads/bookings/slots, against how long without. Starts `npm start`'s server (dist/serve.mjs) on
// 127.0.0.1 with a throwaway database holding the widest availability a database can hold (every day, all day,
// 15-minute calls, 60 days ahead: what the desk allowed before it bounded the times offered). The server trusts
// loopback as its proxy, so each flood request names its own visitor in X-Forwarded-For, as nginx would write it.
// The flood runs in a process of its own at a lower priority, standing in for other people's machines.
//   npm run bench:slots   (BENCH_SLOTS_PORT=4403, BENCH_SECONDS=15 a phase, BENCH_FLOOD_CONCURRENCY=64,
//                          BENCH_FLOOD_ADDRESSES=5000; BENCH_SERVE=server/serve.ts runs the source through tsx,
//                          in BENCH_SERVE_DIR, default here)
import { spawn } from "node:child_process";
import { once } from "node:events";
import { Agent, get } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, setPriority, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BOOKING_API } from "@/lib/booking/times";

const SLOTS = `${BOOKING_API}/slots`;
const PAGES = ["/", "/contact"];
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
/** What Chrome asks for: the answer comes compressed when the server can. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The n-th of `count` visitors' IPv4 addresses (10.0.0.0/8). */
const address = (n: number, count: number) => {
  const i = n % count;
  return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
};

interface Flood {
  count: number;
  perSecond: number;
  byStatus: Record<string, number>;
}

/** One GET of `target` on a kept-alive connection, its body read and not decompressed: its status, or an error. */
const getStatus = (agent: Agent, target: URL, headers: Record<string, string>) =>
  new Promise<string>((resolve) => {
    const request = get(target, { agent, headers }, (response) => {
      response.resume().once("end", () => resolve(String(response.statusCode)));
    });
    request.once("error", () => resolve("network error"));
  });

/**
 * GET /slots from `concurrency` clients, each request from the next of `addresses`, until `stop`. Node's own
 * client, not fetch: an attacker decompresses nothing, and a cheaper client leaves the server more of the CPU.
 */
async function flood(origin: string, concurrency: number, addresses: number, stop: () => boolean): Promise<Flood> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(`${origin}${SLOTS}`);
  const byStatus: Record<string, number> = {};
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop()) {
        const status = await getStatus(agent, target, { ...BROWSER, "x-forwarded-for": address(count++, addresses) });
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return { count, perSecond: count / elapsed, byStatus };
}

/** Start the flood in a lower-priority process; `stop` ends it and resolves with its figures. */
function floodFromLowPriorityProcess(origin: string, concurrency: number, addresses: number) {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname], {
    env: {
      ...process.env,
      FLOOD_ORIGIN: origin,
      FLOOD_CONCURRENCY: String(concurrency),
      FLOOD_ADDRESSES: String(addresses),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.once("exit", () => child.kill("SIGTERM"));
  setPriority(child.pid!, 10);
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const started = new Promise<void>((resolve) =>
    child.stdout.on("data", () => output.includes("flooding") && resolve()),
  );
  return {
    started,
    async stop(): Promise<Flood> {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
      return JSON.parse(output.slice(output.indexOf("\n") + 1)) as Flood;
    },
  };
}

interface Timings {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** One visitor, one request at a time for `seconds`: each page in turn, then the booking page's own ask for times. */
async function visitor(origin: string, visitorNumber: number): Promise<Record<string, Timings>> {
  const times: Record<string, number[]> = Object.fromEntries([...PAGES, SLOTS].map((p) => [p, []]));
  const end = Date.now() + seconds * 1000;
  for (let i = 0; Date.now() < end; i++) {
    const target = [...PAGES, SLOTS][i % (PAGES.length + 1)]!;
    const t0 = performance.now();
    // Addresses of their own (172.16.0.0/12), a new one each request: the flood's are never theirs.
    const answer = await fetch(`${origin}${target}`, {
      headers: { ...BROWSER, "x-forwarded-for": `172.${16 + visitorNumber}.${(i >> 8) & 255}.${i & 255}` },
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
    times[target]!.push(performance.now() - t0);
  }
  return Object.fromEntries(
    Object.entries(times).map(([target, list]) => {
      list.sort((a, b) => a - b);
      const at = (p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))] ?? Number.NaN;
      return [target, { count: list.length, p50: at(0.5), p99: at(0.99), max: list.at(-1) ?? Number.NaN }];
    }),
  );
}

/** A process's CPU time so far, in seconds (Linux's /proc; its clock ticks are hundredths of a second). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  const { openDatabase } = await import("@/receiver/db/client");
  const { saveSettings } = await import("@/receiver/booking/settings");
  const port = Number(process.env.BENCH_SLOTS_PORT ?? 4403);
  const origin = `http://127.0.0.1:${port}`;
  const concurrency = Number(process.env.BENCH_FLOOD_CONCURRENCY ?? 64);
  const addresses = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 5000);
  const dir = mkdtempSync(path.join(tmpdir(), "slots-flood-"));
  const url = `file:${path.join(dir, "leads.db")}`;
  const db = await openDatabase(url);
  const allDay = ["00:00", "23:59"] as const;
  const weeklyHours = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, allDay]));
  await saveSettings(
    db,
    { weeklyHours, slotMinutes: 15, bufferMinutes: 0, noticeMinutes: 0, horizonDays: 60 },
    new Date(),
  );
  db.close();
  const entry = process.env.BENCH_SERVE ?? "dist/serve.mjs";
  const server = spawn(process.execPath, [...(entry.endsWith(".ts") ? ["--import", "tsx"] : []), entry], {
    cwd: process.env.BENCH_SERVE_DIR ?? process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: url,
      LEADS_TRUSTED_PROXIES: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (
      let attempt = 0;
      !(await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      ));
      attempt++
    ) {
      if (attempt > 600 || server.exitCode !== null) throw new Error(`${entry} did not answer at ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const first = await fetch(`${origin}${SLOTS}`, { headers: BROWSER });
    const body = (await first.clone().json()) as { slots: string[] };
    const sent = Number(first.headers.get("content-length") ?? (await first.arrayBuffer()).byteLength);
    const answer = `${body.slots.length} times, ${(sent / 1024).toFixed(1)} KB sent (${first.headers.get("content-encoding") ?? "not compressed"})`;

    const phases: { label: string; timings: Record<string, Timings>; flood?: Flood; cpu: number; load: number }[] = [];
    for (const [label, spread] of [
      ["no flood", 0],
      [`flood from ${addresses} addresses`, addresses],
      ["flood from one address", 1],
    ] as const) {
      const running = spread ? floodFromLowPriorityProcess(origin, concurrency, spread) : undefined;
      await running?.started;
      const [cpu0, t0] = [cpuSeconds(server.pid!), performance.now()];
      const timings = await visitor(origin, phases.length);
      const cpu = ((cpuSeconds(server.pid!) - cpu0) / ((performance.now() - t0) / 1000)) * 100;
      const load = loadavg()[0]!;
      phases.push({ label, timings, flood: await running?.stop(), cpu, load });
    }

    const ms = (t: Timings) => `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)} / ${t.max.toFixed(1)}`;
    console.log(`\n${entry}: GET ${SLOTS} answers ${answer}; flood concurrency ${concurrency}, ${seconds} s a phase\n`);
    console.log(
      `| phase | visitor's requests | ${[...PAGES, "a visitor's /slots"].join(" ms p50 / p99 / max | ")} ms p50 / p99 / max | flood per second | flood answers | server CPU % | load average (1 min) |`,
    );
    console.log(`| --- | ---: | ${[...PAGES, SLOTS].map(() => "---:").join(" | ")} | ---: | --- | ---: | ---: |`);
    for (const phase of phases) {
      const flooded = phase.flood
        ? [
            phase.flood.perSecond.toFixed(0),
            Object.entries(phase.flood.byStatus)
              .map(([s, n]) => `${n} × ${s}`)
              .join(", "),
          ]
        : ["", ""];
      console.log(
        `| ${phase.label} | ${Object.values(phase.timings).reduce((n, t) => n + t.count, 0)} | ${[...PAGES, SLOTS].map((p) => ms(phase.timings[p]!)).join(" | ")} | ${flooded.join(" | ")} | ${phase.cpu.toFixed(0)} | ${phase.load.toFixed(2)} |`,
      );
    }
  } finally {
    const exited = server.exitCode === null ? once(server, "exit") : undefined;
    server.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.FLOOD_ORIGIN) {
  let stopped = false;
  process.on("SIGTERM", () => (stopped = true));
  const run = flood(
    process.env.FLOOD_ORIGIN,
    Number(process.env.FLOOD_CONCURRENCY),
    Number(process.env.FLOOD_ADDRESSES),
    () => stopped,
  );
  process.stdout.write("flooding\n");
  console.log(JSON.stringify(await run));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
