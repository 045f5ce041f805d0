// The bench's flood of page views (scripts/bench/collect.ts): valid beacon events from concurrent clients.
// Also runs as a process of its own (`tsx scripts/bench/flood.ts`, settings in FLOOD_* variables) that the
// bench starts at a lower CPU priority, standing in for visitors' browsers, which run on their own devices:
// it floods until SIGTERM, then prints its figures as one line of JSON.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { setPriority } from "node:os";
import { pathToFileURL } from "node:url";
import type { PageViewEvent } from "@/lib/measurement/event";
import { load, type Run } from "./load";

const PATHS = ["/", "/about", "/services", "/careers", "/contact", "/privacy", "/web-development-services"];
/** What Chrome sends with a beacon from the site's own page: the receiver counts it as a person's. */
export const BEACON_HEADERS = {
  "content-type": "text/plain;charset=UTF-8",
  "sec-fetch-site": "same-origin",
  "accept-language": "en-IN,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
};

/** A page view as the beacon sends it: the first of a visit with its campaign, later ones without. */
export function pageView(i: number): PageViewEvent {
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

/** Page views to `origin` from `concurrency` clients, numbered from `from`, until `stop` says so. */
function flood(origin: string, from: number, concurrency: number, stop: () => boolean): Promise<Run> {
  const send = (i: number) =>
    fetch(`${origin}/api/collect`, {
      method: "POST",
      body: JSON.stringify(pageView(from + i)),
      headers: { ...BEACON_HEADERS, origin },
    });
  return load(send, 204, Infinity, concurrency, stop);
}

/** Nice 10: what the collector runs at, below the receiver and the bench's lead clients. */
const LOW_PRIORITY = 10;

/** Start the flood in a lower-priority process; `stop` ends it and resolves with its figures. */
export function floodFromLowPriorityProcess(origin: string, from: number, concurrency: number) {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname], {
    env: {
      ...process.env,
      FLOOD_ORIGIN: origin,
      FLOOD_FROM: String(from),
      FLOOD_CONCURRENCY: String(concurrency),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.once("exit", () => child.kill("SIGTERM"));
  setPriority(child.pid!, LOW_PRIORITY);
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const started = new Promise<void>((resolve) => {
    const check = () => (output.includes("flooding") ? resolve() : undefined);
    child.stdout.on("data", check);
  });
  return {
    started,
    async stop(): Promise<Run> {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
      return JSON.parse(output.slice(output.indexOf("\n") + 1)) as Run;
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let stopped = false;
  process.on("SIGTERM", () => (stopped = true));
  const run = flood(
    process.env.FLOOD_ORIGIN!,
    Number(process.env.FLOOD_FROM ?? 0),
    Number(process.env.FLOOD_CONCURRENCY ?? 32),
    () => stopped,
  );
  process.stdout.write("flooding\n");
  console.log(JSON.stringify(await run));
}
