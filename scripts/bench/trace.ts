// Where a page's time goes between its first paint and its largest paint, on the observed run's phone (the same
// throttling, nginx over HTTPS and HTTP/2): one traced fresh visit per route, the floor first. For each it prints
// when the HTML, the stylesheets, the fonts and the scripts finished downloading, the paints, the LCP element,
// the main thread's work in between (parsing, script, style and layout) and the parser's slices (./parserChunks.ts),
// then the main thread's work up to the moment the page works (hydrated, as the observed run times it), and keeps
// the trace in .bench/traces/ for DevTools' Performance panel. `npm run bench:trace` (BENCH_ROUTES chooses routes).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium";
import { PORT, ROUTES } from "./config";
import { buildFloor, FLOOR_OUT, floorIsCurrent } from "./floor";
import { CPU_SLOWDOWN, INSTRUMENT, NETWORK, PHONE, type Bench } from "./observed";
import { parserChunks, type TraceEvent } from "./parserChunks";
import { benchTls, serveBuilt } from "./serve";

const TRACE_DIR = path.join(process.cwd(), ".bench/traces");
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "loading",
  "blink",
  "v8.execute",
  "disabled-by-default-devtools.screenshot",
].join(",");

/** A traced fresh visit: the trace's events, and when the page worked (ms after navigation). */
async function traceOnce(browser: Browser, url: string): Promise<{ events: TraceEvent[]; works: number }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(INSTRUMENT);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load", timeout: 180_000 });
    await page.waitForFunction(() => !Number.isNaN((window as unknown as Bench).__bench.works), undefined, {
      timeout: 180_000,
      polling: 100,
    });
    const works = await page.evaluate(() => (window as unknown as Bench).__bench.works);
    // Late paints: two seconds more.
    await page.waitForTimeout(2000);
    await cdp.send("Tracing.end");
    await done;
    return { events, works };
  } finally {
    await context.close();
  }
}

const rel = (ts: number, start: number) => Math.round((ts - start) / 1000);

const KINDS: Record<string, string> = {
  ParseHTML: "parse HTML",
  EvaluateScript: "evaluate script",
  "v8.compile": "compile script",
  FunctionCall: "run script",
  TimerFire: "run script",
  EventDispatch: "run script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  ParseAuthorStyleSheet: "parse CSS",
};

/**
 * The renderer's main thread from `start` to `until` (trace µs): busy time (its top-level tasks), each kind's time
 * (nested events counted in each kind), and, with `long`, the tasks of 20 ms or more.
 */
function mainThreadWork(
  events: TraceEvent[],
  thread: { pid?: number; tid?: number },
  start: number,
  until: number,
  long: boolean,
): string[] {
  const main = events.filter(
    (e) =>
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ph === "X" &&
      e.ts >= start &&
      e.ts <= until &&
      (e.dur ?? 0) > 0,
  );
  const busy = main.filter((e) => e.name === "RunTask").reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const totals = new Map<string, number>();
  const spans: { at: number; dur: number; what: string }[] = [];
  for (const e of main) {
    const kind = KINDS[e.name];
    if (!kind) continue;
    totals.set(kind, (totals.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    if ((e.dur ?? 0) < 20_000) continue;
    const url = e.args?.data?.["url"] ?? e.args?.beginData?.["url"];
    const file = url
      ? ` ${String(url)
          .replace(/^https?:\/\/[^/]+/, "")
          .slice(0, 60)}`
      : "";
    spans.push({ at: rel(e.ts, start), dur: Math.round((e.dur ?? 0) / 1000), what: `${kind}${file}` });
  }
  return [
    `- busy (top-level tasks): ${Math.round(busy)} ms of ${rel(until, start)} ms`,
    ...[...totals.entries()].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `- ${kind}: ${Math.round(ms)} ms`),
    "",
    ...(long
      ? [
          "Tasks of 20 ms or more:",
          "",
          ...spans.sort((a, b) => a.at - b.at).map((s) => `- at ${s.at} ms, ${s.dur} ms: ${s.what}`),
          "",
        ]
      : []),
  ];
}

/** The summary of one trace, as lines; `page` is where its HTML was built, to place the parser's slices in it. */
function summarize(label: string, page: { route: string; dir: string }, events: TraceEvent[], works: number): string[] {
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.["isLoadingMainFrame"]);
  const start = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const rendererPid = events.find((e) => e.name === "firstContentfulPaint" || e.name === "FirstContentfulPaint")?.pid;
  const lines = [`#### ${label}`, ""];
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const lcps = events.filter((e) => e.name === "largestContentfulPaint::Candidate");
  lines.push(`- first contentful paint: ${fcp ? rel(fcp.ts, start) : "?"} ms`);
  for (const lcp of lcps) {
    const data = lcp.args?.data ?? {};
    lines.push(
      `- LCP candidate at ${rel(lcp.ts, start)} ms: ${String(data["type"])} ${String(data["nodeName"] ?? "")} size ${String(data["size"])}${data["url"] ? ` ${String(data["url"]).replace(/^https?:\/\/[^/]+/, "")}` : ""}`,
    );
  }
  // Downloads: when each response finished (the renderer's view: ResourceFinish).
  const sends = new Map(
    events
      .filter((e) => e.name === "ResourceSendRequest")
      .map((e) => [String(e.args?.data?.["requestId"]), e.args!.data!] as const),
  );
  const finishes = events.filter((e) => e.name === "ResourceFinish");
  const downloads = finishes
    .map((e) => {
      const data = e.args!.data!;
      const sent = sends.get(String(data["requestId"]));
      const url = String(sent?.["url"] ?? "?").replace(/^https?:\/\/[^/]+/, "");
      return { at: rel(e.ts, start), url, bytes: Number(data["encodedDataLength"] ?? 0), priority: sent?.["priority"] };
    })
    .sort((a, b) => a.at - b.at);
  lines.push("", "| finished | resource | bytes | priority |", "| ---: | --- | ---: | --- |");
  for (const d of downloads.slice(0, 25))
    lines.push(`| ${d.at} ms | ${d.url.slice(0, 70)} | ${d.bytes} | ${String(d.priority ?? "")} |`);
  const lastLcp = lcps.at(-1)?.ts ?? fcp?.ts ?? start;
  const mainThread = {
    pid: rendererPid,
    tid: events.find((e) => e.pid === rendererPid && e.name === "ParseHTML")?.tid,
  };
  lines.push(
    "",
    `Main thread from navigation to the last LCP candidate (${rel(lastLcp, start)} ms):`,
    "",
    ...mainThreadWork(events, mainThread, start, lastLcp + 1, true),
    ...parserChunks(events, start, lastLcp, page.route, page.dir),
  );
  // From there to the moment the page works: is it waiting for bytes or for the CPU?
  const worksAt = start + works * 1000;
  // The scripts it waited for: the last to arrive before it worked (later ones load after hydration).
  const lastScript = downloads.filter((d) => /\.js(\?|$)/.test(d.url) && d.at <= works).at(-1);
  lines.push(
    `Main thread from navigation to page works (${Math.round(works)} ms; its last script before that arrived at ${lastScript?.at ?? "?"} ms):`,
    "",
    ...mainThreadWork(events, mainThread, start, worksAt, false),
  );
  return lines;
}

async function main() {
  const out = path.join(process.cwd(), "out");
  if (!floorIsCurrent()) buildFloor();
  const tls = benchTls();
  const site = await serveBuilt(out, PORT, tls);
  const floor = await serveBuilt(FLOOR_OUT, PORT + 1, tls);
  const browser = await chromium.launch(chromiumLaunchOptions());
  mkdirSync(TRACE_DIR, { recursive: true });
  try {
    const targets = [
      { label: "framework floor", page: { route: "/", dir: FLOOR_OUT }, url: `${floor.url}/` },
      ...ROUTES.map((r) => ({ label: r, page: { route: r, dir: out }, url: `${site.url}${r}` })),
    ];
    for (const target of targets) {
      const { events, works } = await traceOnce(browser, target.url);
      const file = path.join(TRACE_DIR, `${target.label.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      console.log(summarize(target.label, target.page, events, works).join("\n"));
      console.log(`(trace: ${path.relative(process.cwd(), file)})\n`);
    }
  } finally {
    await browser.close();
    await Promise.all([site.stop(), floor.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
