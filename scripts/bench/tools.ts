// Lighthouse and chrome-launcher are only needed by the bench (159 packages): they are installed on first
// use into .bench/tools (npm, pinned majors; Lighthouse 13 needs Node 22), never into the project.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TOOLS = path.join(process.cwd(), ".bench/tools");
const PACKAGES = { lighthouse: "lighthouse@12", "chrome-launcher": "chrome-launcher@1" } as const;

function ensureInstalled() {
  const missing = Object.keys(PACKAGES).filter(
    (name) => !existsSync(path.join(TOOLS, "node_modules", name, "package.json")),
  );
  if (missing.length === 0) return;
  console.log(`bench: installing ${Object.values(PACKAGES).join(", ")} into .bench/tools (first run only) …`);
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      TOOLS,
      "--no-save",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      ...Object.values(PACKAGES),
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

async function importTool<T>(name: keyof typeof PACKAGES): Promise<T> {
  const pkgDir = path.join(TOOLS, "node_modules", name);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8")) as {
    exports?: unknown;
    main?: string;
  };
  const entry = resolveEntry(pkg) ?? "index.js";
  return (await import(pathToFileURL(path.join(pkgDir, entry)).href)) as T;
}

/** The ESM entry of a package.json (string exports, exports["."], or main). */
function resolveEntry(pkg: { exports?: unknown; main?: string }): string | undefined {
  const dot =
    typeof pkg.exports === "object" && pkg.exports
      ? ((pkg.exports as Record<string, unknown>)["."] ?? pkg.exports)
      : pkg.exports;
  if (typeof dot === "string") return dot;
  if (dot && typeof dot === "object") {
    const conditions = dot as Record<string, unknown>;
    for (const key of ["import", "default", "node"])
      if (typeof conditions[key] === "string") return conditions[key] as string;
  }
  return pkg.main;
}

export interface LighthouseTools {
  lighthouse: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<{ lhr: LighthouseResult; artifacts: unknown } | undefined>;
  launch: (options: { chromePath?: string; chromeFlags: string[] }) => Promise<{ port: number; kill(): void }>;
}

/** The subset of Lighthouse's result the bench reads. */
export interface LighthouseResult {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

export async function lighthouseTools(): Promise<LighthouseTools> {
  ensureInstalled();
  const lh = await importTool<{ default: LighthouseTools["lighthouse"] }>("lighthouse");
  const launcher = await importTool<{ launch: LighthouseTools["launch"] }>("chrome-launcher");
  return { lighthouse: lh.default, launch: launcher.launch };
}
