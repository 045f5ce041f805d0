// `npm run bench` — a report, not a gate (exits non-zero only on a crash):
//  1. builds the framework floor: a one-page Next app of the same next/react versions (.bench/floor);
//  2. for every canonical route of out/, the gzip size of the JavaScript a modern browser downloads on
//     first load (script src and preloaded scripts in the HTML; noModule scripts excluded), its excess
//     over the floor and the budget (floor + 50 KB);
//  3. Lighthouse mobile, median of 3 runs, for the floor page and BENCH_ROUTES (default
//     "/,/services,/contact"), served by the shipped nginx configuration over HTTPS and HTTP/2 with a
//     throwaway self-signed certificate, as a production host serves them (plain HTTP/1.1 when openssl
//     is missing; serve-handler when nginx is). The floor row shows what this machine allows at all.
// Environment: BENCH_PORT (default 4400; the floor is served on the next port), BENCH_ROUTES, BENCH_RUNS (default 3), CHROMIUM_PATH.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import handler from "serve-handler";
import { canonicalRoutes } from "@/lib/routes";
import { NGINX_CSP_MAP } from "@/lib/hosting";
import { NGINX_BIN, startNginx } from "./preview-nginx";
import { throwawayTls, type PreviewTls } from "./tls";

const ROOT = process.cwd();
const OUT = path.join(ROOT, "out");
const FLOOR = path.join(ROOT, ".bench/floor");
const BUDGET_KB = 50;
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LH_ROUTES = (process.env.BENCH_ROUTES ?? "/,/services,/contact").split(",").map((r) => r.trim()).filter(Boolean);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// ---------------------------------------------------------------------------------------------------
// First-load JavaScript

/** Same-origin scripts the HTML makes a modern browser download: <script src> (not nomodule) and preloads. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\srel="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const as = /\sas="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) urls.add(href);
  }
  return [...urls].filter((u) => u.startsWith("/"));
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/** Gzip bytes of the first-load JS of one exported page. */
function pageJs(outDir: string, htmlFile: string): { bytes: number; files: number } {
  const scripts = firstLoadScripts(readFileSync(htmlFile, "utf8"));
  let bytes = 0;
  for (const src of scripts) bytes += gzipBytes(path.join(outDir, decodeURIComponent(src.split("?")[0]!)));
  return { bytes, files: scripts.length };
}

/** The exported file answering a route, or undefined when the page is not built. */
function htmlFor(outDir: string, route: string): string | undefined {
  const name = route.replace(/^\/|\/$/g, "");
  const candidates = name === "" ? ["index.html"] : [`${name}.html`, `${name}/index.html`];
  return candidates.map((c) => path.join(outDir, c)).find((f) => existsSync(f));
}

function buildFloor(): number {
  rmSync(FLOOR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR, "app"), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(FLOOR, "node_modules"), "dir");
  const versions = (pkg: string) => JSON.parse(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;
  writeFileSync(
    path.join(FLOOR, "package.json"),
    JSON.stringify({ name: "framework-floor", private: true, dependencies: { next: versions("next"), react: versions("react"), "react-dom": versions("react-dom") } }, null, 2),
  );
  writeFileSync(
    path.join(FLOOR, "next.config.mjs"),
    `export default { output: "export", images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  writeFileSync(
    path.join(FLOOR, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { target: "ES2017", lib: ["dom", "esnext"], jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", strict: true, skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true, resolveJsonModule: true, plugins: [{ name: "next" }] }, include: ["**/*.ts", "**/*.tsx"], exclude: ["node_modules"] }, null, 2),
  );
  writeFileSync(
    path.join(FLOOR, "app/layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(path.join(FLOOR, "app/page.tsx"), `export default function Page() {\n  return <h1>Framework floor</h1>;\n}\n`);
  console.log("bench: building the framework floor (.bench/floor) …");
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: FLOOR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  // nginx reads the per-page policy map; the floor has no inline-script hashes, so it gets no CSP header.
  mkdirSync(path.dirname(path.join(FLOOR, "out", NGINX_CSP_MAP)), { recursive: true });
  writeFileSync(path.join(FLOOR, "out", NGINX_CSP_MAP), 'default "";\n');
  return pageJs(path.join(FLOOR, "out"), path.join(FLOOR, "out/index.html")).bytes;
}

// ---------------------------------------------------------------------------------------------------
// Lighthouse

function chromiumPath(): string {
  try {
    const own = chromium.executablePath();
    if (existsSync(own)) return own;
  } catch {
    /* not installed */
  }
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

interface LhResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster; load lowers it). */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseRun(url: string): Promise<LhResult> {
  const flags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
  // The bench's own throwaway certificate is the only one this browser ever sees.
  if (url.startsWith("https:")) flags.push("--ignore-certificate-errors");
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: flags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A failed trace (e.g. NO_NAVSTART on a busy machine) has no metrics: retried by the caller, never averaged.
    if (result.lhr.runtimeError) throw new Error(`Lighthouse ${result.lhr.runtimeError.code} for ${url}`);
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    if (failing.length) console.log(`bench:   ${url} failing audits: ${failing.map((a) => a.id).join(", ")}`);
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories["best-practices"]?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`bench:   ${(error as Error).message}; retrying`);
    }
  }
}

/** The throwaway certificate, or plain HTTP/1.1 (with a note) when there is no openssl. */
function benchTls(): PreviewTls | undefined {
  const tls = throwawayTls();
  if (!tls) console.log("bench: no openssl; serving plain HTTP/1.1, which makes LCP look slower than on an HTTP/2 host");
  return tls;
}

interface Served {
  name: string;
  url: string;
  stop(): Promise<void>;
}

async function serve(outDir: string, port: number, tls: PreviewTls | undefined): Promise<Served> {
  if (existsSync(NGINX_BIN) || NGINX_BIN === "nginx") {
    try {
      const nginx = startNginx({ port, outDir, tls });
      for (let i = 0; i < 50; i++) {
        try {
          // Node's fetch would reject the self-signed certificate; that nginx answers at all is enough.
          await fetch(`http://127.0.0.1:${port}/`);
          return { name: `nginx (hosting/nginx.conf)${tls ? " over HTTPS and HTTP/2" : ""}`, url: nginx.url, stop: nginx.stop };
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      await nginx.stop();
    } catch (error) {
      console.log(`bench: nginx unavailable (${(error as Error).message}); using serve-handler`);
    }
  }
  const server: Server = createServer((req, res) => handler(req, res, { public: outDir, cleanUrls: true, directoryListing: false }));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { name: "serve-handler", url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * One row of the Lighthouse table: the median of RUNS runs. The floor is a reference, not a page of the
 * site: it has no title or description, so only its speed figures are shown and nothing is marked.
 */
async function lighthouseRow(label: string, url: string, reference = false): Promise<string> {
  const runs: LhResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    console.log(`bench: Lighthouse ${label} run ${i + 1}/${RUNS}`);
    const run = await withRetries(() => lighthouseRun(url));
    console.log(`bench:   performance ${run.performance.toFixed(2)}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CPU benchmark index ${Math.round(run.benchmarkIndex)}`);
    runs.push(run);
  }
  const m = (key: keyof LhResult) => median(runs.map((r) => r[key]));
  const mark = (ok: boolean) => (ok || reference ? "" : " ✗");
  const score = (key: "accessibility" | "bestPractices" | "seo") => (reference ? "—" : `${m(key).toFixed(2)}${mark(m(key) >= 1)}`);
  return `| ${label} | ${m("performance").toFixed(2)}${mark(m("performance") >= 0.95)} | ${score("accessibility")} | ${score("bestPractices")} | ${score("seo")} | ${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)}${mark(m("cls") <= 0.01)} |`;
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(path.join(OUT, "index.html"))) throw new Error("No build in out/: run `npm run build` first.");
  const floor = buildFloor();
  const budget = floor + BUDGET_KB * 1024;

  const jsRows = ["| route | first-load JS (gzip) | over the floor | budget (floor + 50 KB) |", "| --- | ---: | ---: | --- |"];
  jsRows.push(`| framework floor (one-page Next ${JSON.parse(readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")).version}) | ${kb(floor)} KB | — | — |`);
  for (const { path: route } of canonicalRoutes()) {
    const file = htmlFor(OUT, route);
    if (!file) {
      jsRows.push(`| ${route} | not built | — | ✗ missing |`);
      continue;
    }
    const { bytes } = pageJs(OUT, file);
    jsRows.push(`| ${route} | ${kb(bytes)} KB | +${kb(bytes - floor)} KB | ${bytes <= budget ? "✓" : "✗ over"} |`);
  }

  const tls = benchTls();
  const lhRows = [
    `| page (mobile, median of ${RUNS}) | performance | accessibility | best practices | SEO | LCP | TBT | CLS |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const floorServer = await serve(path.join(FLOOR, "out"), PORT + 1, tls);
  try {
    lhRows.push(await lighthouseRow("framework floor (reference)", `${floorServer.url}/`, true));
  } finally {
    await floorServer.stop();
  }
  const server = await serve(OUT, PORT, tls);
  try {
    for (const route of LH_ROUTES) {
      lhRows.push(htmlFor(OUT, route) ? await lighthouseRow(route, `${server.url}${route}`) : `| ${route} | not built | | | | | | |`);
    }
  } finally {
    await server.stop();
  }

  console.log(`\n### First-load JavaScript (gzip), budget floor + ${BUDGET_KB} KB = ${kb(budget)} KB\n`);
  console.log(jsRows.join("\n"));
  console.log("\n### Lighthouse (mobile) — targets: performance ≥ 0.95; accessibility, best practices, SEO 1.00; CLS ≤ 0.01\n");
  console.log(lhRows.join("\n"));
  // Lighthouse scales the CPU time it observes: on a busy machine TBT and performance come out worse.
  const load = loadavg()[0]!;
  const cores = availableParallelism();
  console.log(`\nServed by ${server.name}; 1-minute load average ${load.toFixed(1)} on ${cores} cores${load > cores ? " — busy machine, performance figures are pessimistic" : ""}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
