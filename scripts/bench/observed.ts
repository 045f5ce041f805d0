// The observed run: what a visitor on a phone sees, timed in a real headless Chromium with applied throttling
// (DevTools' network and CPU emulation), beside Lighthouse's simulated figures. Floor and pages interleaved, the
// median of BENCH_RUNS, each against the floor's. A report, not a gate. `npm run bench` runs it after
// Lighthouse (BENCH_OBSERVED=0 skips it); `npm run bench:observed` runs it alone on the current build in out/,
// and on the builds BENCH_COMPARE names beside it.
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium";
import { PORT, ROUTES, RUNS } from "./config";
import { builtHtml } from "./firstLoad";
import { buildFloor, FLOOR_OUT, floorIsCurrent } from "./floor";
import { lcpTable, DESCRIBE_LCP, type PaintRun } from "./lcpReport";
import { median } from "./lighthouse";
import { benchTls, serveBuilt } from "./serve";

/**
 * Slow 4G: 1.44 Mbit/s down, 675 kbit/s up, 150 ms latency. DevTools adds the latency once per request, not to
 * the connection's handshakes, so the first request is cheaper than on a real 150 ms link.
 */
export const NETWORK = {
  offline: false,
  latency: Number(process.env.BENCH_OBSERVED_LATENCY ?? 150),
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // The bench's own throwaway certificate is the only one this browser sees.
  ignoreHTTPSErrors: true,
};
/** Goals against the floor measured in the same run: first paint and LCP within +200 and +300 ms, works within ×1.25. */
const GOALS = { fcp: 200, lcp: 300, worksRatio: 1.25 };
const TIMEOUT = 180_000;

export interface ObservedTarget {
  label: string;
  url: string;
  runs: (PaintRun & { works: number })[];
}

// Installed before the page's own scripts. "Page works" is when React has hydrated the page's <main>: React marks
// each element it hydrates with its own fiber property (a key starting "__reactFiber$"), and <main> is completed
// only once everything inside it has been. The same test on the floor (whose page is a <main> too) and the site.
// Checked once a frame (and on each DOM change), so the moment is known to within a frame on both alike. One chain
// of frames only: a DOM change checks without starting another, or a long page's parsing would start dozens, each
// running every frame until the page works, and the instrument would cost a long page more than the floor.
// A string, not a function: tsx's helpers would not exist in the page.
export const INSTRUMENT = `(() => {
  const bench = (window.__bench = { lcp: NaN, works: NaN, lcpElement: "" });
  const describe = ${DESCRIBE_LCP};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.lcp = entry.startTime;
      bench.lcpElement = describe(entry);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const hydrated = () => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  };
  const check = () => {
    if (Number.isNaN(bench.works) && hydrated()) {
      bench.works = performance.now();
      observer.disconnect();
    }
  };
  const eachFrame = () => {
    check();
    if (Number.isNaN(bench.works)) requestAnimationFrame(eachFrame);
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  requestAnimationFrame(eachFrame);
})();`;

export type Bench = { __bench: { lcp: number; works: number; lcpElement: string } };

/** One fresh visit: a new context (empty cache, new connections), throttled before it navigates. */
async function observeOnce(browser: Browser, url: string): Promise<ObservedTarget["runs"][number]> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(INSTRUMENT);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: TIMEOUT });
    // Functions, not strings: the site's CSP has no 'unsafe-eval'. No named inner functions (tsx would wrap them
    // in a helper the page does not have).
    await page.waitForFunction(() => !Number.isNaN((window as unknown as Bench).__bench.works), undefined, {
      timeout: TIMEOUT,
      polling: 100,
    });
    // Two frames more, so the last LCP candidate has painted and been reported.
    return await page.evaluate(
      () =>
        new Promise<ObservedTarget["runs"][number]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                fcp:
                  performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ??
                  NaN,
                lcp: (window as unknown as Bench).__bench.lcp,
                lcpElement: (window as unknown as Bench).__bench.lcpElement,
                works: (window as unknown as Bench).__bench.works,
              }),
            ),
          ),
        ),
    );
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))} ms`;

function table(floor: ObservedTarget, pages: ObservedTarget[]): string[] {
  const m = (t: ObservedTarget, key: "fcp" | "lcp" | "works") => median(t.runs.map((r) => r[key]));
  const rows = [
    `| page (observed, median of ${RUNS}) | first paint | LCP | page works | first paint − floor | LCP − floor | page works − floor | page works ÷ floor | goals (first paint ≤ floor + ${GOALS.fcp} ms, LCP ≤ floor + ${GOALS.lcp} ms, works ≤ floor × ${GOALS.worksRatio}) |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    `| framework floor | ${ms(m(floor, "fcp"))} | ${ms(m(floor, "lcp"))} | ${ms(m(floor, "works"))} | | | | | |`,
  ];
  for (const page of pages) {
    if (page.runs.length === 0) {
      rows.push(`| ${page.label} | not built | | | | | | | |`);
      continue;
    }
    const missed = [
      m(page, "fcp") - m(floor, "fcp") > GOALS.fcp ? "first paint" : "",
      m(page, "lcp") - m(floor, "lcp") > GOALS.lcp ? "LCP" : "",
      m(page, "works") / m(floor, "works") > GOALS.worksRatio ? "page works" : "",
    ].filter(Boolean);
    rows.push(
      `| ${page.label} | ${ms(m(page, "fcp"))} | ${ms(m(page, "lcp"))} | ${ms(m(page, "works"))} | ${signed(m(page, "fcp") - m(floor, "fcp"))} | ${signed(m(page, "lcp") - m(floor, "lcp"))} | ${signed(m(page, "works") - m(floor, "works"))} | ×${(m(page, "works") / m(floor, "works")).toFixed(2)} | ${missed.length ? `✗ ${missed.join(", ")}` : "✓"} |`,
    );
  }
  return rows;
}

/** A served build: its label in the table (empty for the build in out/), its address and its folder. */
interface ObservedSite {
  name: string;
  url: string;
  outDir: string;
}

/**
 * The observed run on a served floor and one or more builds of the site (each route of each build, all
 * interleaved with the floor); prints its table.
 */
export async function observedRun(floorUrl: string, sites: ObservedSite[]): Promise<void> {
  const floor: ObservedTarget = { label: "framework floor", url: `${floorUrl}/`, runs: [] };
  const targets = ROUTES.flatMap((route) =>
    sites.map((site) => ({
      page: { label: site.name ? `${route} (${site.name})` : route, url: `${site.url}${route}`, runs: [] },
      built: builtHtml(site.outDir, route),
    })),
  );
  const pages: ObservedTarget[] = targets.map((t) => t.page);
  const built = targets.filter((t) => t.built).map((t) => t.page);
  const loads: number[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const target of [floor, ...built]) {
        const result = await observeOnce(browser, target.url);
        target.runs.push(result);
        loads.push(loadavg()[0]!);
        console.log(
          `bench: observed ${run}/${RUNS} ${target.label}: first paint ${ms(result.fcp)}, LCP ${ms(result.lcp)}, page works ${ms(result.works)} (load ${loads.at(-1)!.toFixed(1)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\n### Observed (headless Chromium, slow 4G ${NETWORK.latency} ms, CPU ×${CPU_SLOWDOWN}, 390×844 @3×), interleaved with the floor\n`,
  );
  console.log(table(floor, pages).join("\n"));
  console.log(`\nWhat each page painted last, and when (median of ${RUNS}):\n`);
  console.log(lcpTable(floor, pages).join("\n"));
  const cores = availableParallelism();
  const drift = floor.runs.at(-1)!.works / floor.runs[0]!.works - 1;
  console.log(
    `\nThe floor's page works, first round ${ms(floor.runs[0]!.works)}, last ${ms(floor.runs.at(-1)!.works)} (${signed(drift * 100).replace(" ms", " %")})${Math.abs(drift) > 0.2 ? " — moved by more than 20%: repeat the run" : ""}.`,
  );
  console.log(
    `\n1-minute load average during the observed run: median ${median(loads).toFixed(1)}, range ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cores} cores${median(loads) > cores ? " — busy machine: compare with the floor, not absolute times" : ""}.`,
  );
}

/**
 * BENCH_COMPARE=name=dir,name=dir: other builds of the site (an out/ copied elsewhere) measured beside the one in
 * out/, every route of each interleaved with the rest, to compare a change with its baseline in the same run.
 */
function comparedBuilds(): { name: string; outDir: string }[] {
  return (process.env.BENCH_COMPARE ?? "")
    .split(",")
    .filter(Boolean)
    .map((entry) => {
      const [name, dir] = entry.split("=");
      if (!name || !dir || !builtHtml(path.resolve(dir), "/")) throw new Error(`BENCH_COMPARE: no build at ${entry}`);
      return { name, outDir: path.resolve(dir) };
    });
}

async function main() {
  const out = path.join(process.cwd(), "out");
  if (!builtHtml(out, "/")) throw new Error("No build in out/: run `npm run build` first.");
  const compared = comparedBuilds();
  if (!floorIsCurrent()) buildFloor();
  const tls = benchTls();
  const site = await serveBuilt(out, PORT, tls);
  const floorServer = await serveBuilt(FLOOR_OUT, PORT + 1, tls);
  const others: Awaited<ReturnType<typeof serveBuilt>>[] = [];
  try {
    for (const [i, build] of compared.entries()) others.push(await serveBuilt(build.outDir, PORT + 2 + i, tls));
    await observedRun(floorServer.url, [
      { name: compared.length ? "out" : "", url: site.url, outDir: out },
      ...compared.map((build, i) => ({ ...build, url: others[i]!.url })),
    ]);
    console.log(`Served by ${site.name}.`);
  } finally {
    await Promise.all([site.stop(), floorServer.stop(), ...others.map((other) => other.stop())]);
  }
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
