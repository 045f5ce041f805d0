// `npm run bench` — a report, not a gate (exits non-zero only on a crash). Steps:
//  1. builds the framework floor: a one-page Next app of the same next/react versions (floor.ts);
//  2. first-load JavaScript (gzip) of every canonical route against the floor, and its CSS (firstLoad.ts);
//  3. Lighthouse mobile on the floor and one page of every route family, served the production way
//     (serve.ts), runs INTERLEAVED (floor, page 1, page 2, …, then again) so the machine's minute-to-minute
//     speed falls on all alike; the median of BENCH_RUNS per page and its difference from the floor's;
//  4. the observed run: the same pages in a real headless Chromium with applied throttling, timed in the page
//     (observed.ts; BENCH_OBSERVED=0 skips it);
//  5. (npm script) the lead receiver's throughput (receiver.ts).
// Environment: BENCH_PORT (4400; the floor on the next port), BENCH_ROUTES, BENCH_RUNS (5), BENCH_OBSERVED,
// CHROMIUM_PATH, BENCH_LHR_DIR (keep every Lighthouse report there).
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { canonicalRoutes } from "@/lib/routes";
import { buildFloor, FLOOR_OUT, installedVersion } from "./floor";
import { builtHtml, pageCssBytes, pageJsBytes } from "./firstLoad";
import { lighthouseRun, median, type LhResult } from "./lighthouse";
import { PORT, ROUTES, RUNS } from "./config";
import { observedRun } from "./observed";
import { benchTls, serveBuilt } from "./serve";

const OUT = path.join(process.cwd(), "out");
const JS_GOAL_KB = 14;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (value: number, digits = 0) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)}`;

function jsTable(floorBytes: number): string[] {
  const rows = [
    `| route | first-load JS (gzip) | over the floor | goal (floor + ${JS_GOAL_KB} KB) | its CSS (gzip) |`,
    "| --- | ---: | ---: | --- | ---: |",
    `| framework floor (one-page Next ${installedVersion("next")}) | ${kb(floorBytes)} KB | — | — | — |`,
  ];
  for (const { path: route } of canonicalRoutes()) {
    const file = builtHtml(OUT, route);
    if (!file) {
      rows.push(`| ${route} | not built | — | ✗ missing | — |`);
      continue;
    }
    const bytes = pageJsBytes(OUT, file);
    rows.push(
      `| ${route} | ${kb(bytes)} KB | +${kb(bytes - floorBytes)} KB | ${bytes - floorBytes <= JS_GOAL_KB * 1024 ? "✓" : "✗"} | ${kb(pageCssBytes(OUT, file))} KB |`,
    );
  }
  return rows;
}

interface Target {
  label: string;
  url: string;
  runs: LhResult[];
}

function lighthouseTable(floor: Target, pages: Target[]): string[] {
  const m = (t: Target, key: keyof LhResult) => median(t.runs.map((r) => r[key]));
  const rows = [
    `| page (mobile, median of ${RUNS}) | perf. | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | FCP − floor | LCP − floor | TBT − floor | perf. − floor |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| framework floor | ${m(floor, "performance").toFixed(2)} | — | — | — | ${Math.round(m(floor, "fcp"))} ms | ${Math.round(m(floor, "lcp"))} ms | ${Math.round(m(floor, "tbt"))} ms | ${m(floor, "cls").toFixed(3)} | | | | |`,
  ];
  for (const page of pages) {
    if (page.runs.length === 0) {
      rows.push(`| ${page.label} | not built | | | | | | | | | | | |`);
      continue;
    }
    const d = (key: keyof LhResult) => m(page, key) - m(floor, key);
    const goal = (ok: boolean) => (ok ? "" : " ✗");
    rows.push(
      `| ${page.label} | ${m(page, "performance").toFixed(2)} | ${m(page, "accessibility").toFixed(2)}${goal(m(page, "accessibility") >= 1)} | ${m(page, "bestPractices").toFixed(2)}${goal(m(page, "bestPractices") >= 1)} | ${m(page, "seo").toFixed(2)}${goal(m(page, "seo") >= 1)} | ${Math.round(m(page, "fcp"))} ms | ${Math.round(m(page, "lcp"))} ms | ${Math.round(m(page, "tbt"))} ms | ${m(page, "cls").toFixed(3)}${goal(m(page, "cls") === 0)} | ${signed(d("fcp"))} ms${goal(d("fcp") <= 150)} | ${signed(d("lcp"))} ms${goal(d("lcp") <= 250)} | ${signed(d("tbt"))} ms${goal(d("tbt") <= 50)} | ${signed(d("performance"), 2)}${goal(d("performance") >= -0.02)} |`,
    );
  }
  return rows;
}

async function main() {
  if (!builtHtml(OUT, "/")) throw new Error("No build in out/: run `npm run build` first.");
  buildFloor();
  const floorBytes = pageJsBytes(FLOOR_OUT, path.join(FLOOR_OUT, "index.html"));
  const js = jsTable(floorBytes);

  const tls = benchTls();
  const site = await serveBuilt(OUT, PORT, tls);
  const floorServer = await serveBuilt(FLOOR_OUT, PORT + 1, tls);
  const floor: Target = { label: "framework floor", url: `${floorServer.url}/`, runs: [] };
  const pages: Target[] = ROUTES.map((route) => ({ label: route, url: `${site.url}${route}`, runs: [] }));
  const built = pages.filter((p) => builtHtml(OUT, p.label));
  const indexes: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const target of [floor, ...built]) {
        const result = await lighthouseRun(target.url);
        target.runs.push(result);
        indexes.push(result.benchmarkIndex);
        console.log(
          `bench: run ${run}/${RUNS} ${target.label}: perf ${result.performance.toFixed(2)}, FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CPU index ${Math.round(result.benchmarkIndex)}`,
        );
      }
    }

    console.log(`\n### First-load JavaScript (gzip), goal floor + ${JS_GOAL_KB} KB, and each page's CSS\n`);
    console.log(js.join("\n"));
    console.log(
      "\n### Lighthouse (mobile), interleaved with the floor — goals: FCP ≤ floor + 150 ms, LCP ≤ floor + 250 ms, TBT ≤ floor + 50 ms, CLS 0, performance ≥ floor − 0.02, the other scores 1.00\n",
    );
    console.log(lighthouseTable(floor, pages).join("\n"));
    const load = loadavg()[0]!;
    const cores = availableParallelism();
    console.log(
      `\nServed by ${site.name}. CPU benchmark index: median ${Math.round(median(indexes))}, range ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}; 1-minute load average ${load.toFixed(1)} on ${cores} cores${load > cores ? " — busy machine, figures are pessimistic" : ""}.`,
    );

    if (process.env.BENCH_OBSERVED !== "0")
      await observedRun(floorServer.url, [{ name: "", url: site.url, outDir: OUT }]);
  } finally {
    await Promise.all([site.stop(), floorServer.stop()]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
