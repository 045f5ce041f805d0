// One Lighthouse mobile run, reduced to the figures the bench reports.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_FLAGS, chromiumExecutable } from "../chromium";
import { lighthouseTools, type LighthouseTools } from "./tools";

export interface LhResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster; load lowers it). */
  benchmarkIndex: number;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
/** BENCH_LHR_DIR keeps every run's full report and artifacts there, to see why a figure is what it is. */
const REPORT_DIR = process.env.BENCH_LHR_DIR;
let reportCount = 0;

let tools: LighthouseTools | undefined;

async function runOnce(url: string): Promise<LhResult> {
  tools ??= await lighthouseTools();
  // The bench's own throwaway certificate is the only one this browser ever sees.
  const chromeFlags = url.startsWith("https:") ? [...FLAGS, "--ignore-certificate-errors"] : FLAGS;
  const chrome = await tools.launch({ chromePath: chromiumExecutable(), chromeFlags });
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A failed trace (e.g. NO_NAVSTART on a busy machine) has no metrics: retried, never averaged.
    if (result.lhr.runtimeError) throw new Error(`Lighthouse ${result.lhr.runtimeError.code} for ${url}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${String(++reportCount).padStart(3, "0")}-${new URL(url).pathname.replace(/\W+/g, "_")}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
      // The trace and network log too: Lighthouse's simulation can be rerun on them to see what it counted.
      writeFileSync(path.join(REPORT_DIR, `artifacts-${name}`), JSON.stringify(result.artifacts));
    }
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`bench:   ${url} failing audits: ${failing.map((a) => a.id).join(", ")}`);
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories["best-practices"]?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** One run, retried up to three times when the trace fails. */
export async function lighthouseRun(url: string): Promise<LhResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`bench:   ${(error as Error).message}; retrying`);
    }
  }
}
