// The framework floor: a one-page Next app of the same next/react versions, built into .bench/floor/out.
// Whatever the site costs above it is the site's own; what it costs at all is the framework's.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NGINX_CSP_MAP } from "@/lib/hosting";

const ROOT = process.cwd();
export const FLOOR_DIR = path.join(ROOT, ".bench/floor");
export const FLOOR_OUT = path.join(FLOOR_DIR, "out");
/** The floor's page: its content in a <main>, as every site page's, since the observed run times its hydration. */
const FLOOR_PAGE = `import { Hydrated } from "./hydrated";\n\nexport default function Page() {\n  return (<main><h1>Framework floor</h1><Hydrated /></main>);\n}\n`;

export const installedVersion = (pkg: string): string =>
  JSON.parse(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;

const json = (value: unknown) => JSON.stringify(value, null, 2);
const floorDependencies = () =>
  Object.fromEntries(["next", "react", "react-dom"].map((pkg) => [pkg, installedVersion(pkg)]));

/** A floor is built, with today's page, from the installed versions (a run on its own may reuse it). */
export function floorIsCurrent(): boolean {
  const manifest = path.join(FLOOR_DIR, "package.json");
  const page = path.join(FLOOR_DIR, "app/page.tsx");
  if (!existsSync(path.join(FLOOR_OUT, "index.html")) || !existsSync(page) || readFileSync(page, "utf8") !== FLOOR_PAGE)
    return false;
  return json(JSON.parse(readFileSync(manifest, "utf8")).dependencies) === json(floorDependencies());
}

export function buildFloor(): void {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR_DIR, "app"), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(FLOOR_DIR, "node_modules"), "dir");
  const dependencies = floorDependencies();
  writeFileSync(path.join(FLOOR_DIR, "package.json"), json({ name: "framework-floor", private: true, dependencies }));
  writeFileSync(
    path.join(FLOOR_DIR, "next.config.mjs"),
    `export default { output: "export", images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  writeFileSync(
    path.join(FLOOR_DIR, "tsconfig.json"),
    json({
      compilerOptions: {
        target: "ES2017",
        lib: ["dom", "esnext"],
        jsx: "react-jsx",
        module: "esnext",
        moduleResolution: "bundler",
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        isolatedModules: true,
        resolveJsonModule: true,
        plugins: [{ name: "next" }],
      },
      include: ["**/*.ts", "**/*.tsx"],
      exclude: ["node_modules"],
    }),
  );
  writeFileSync(
    path.join(FLOOR_DIR, "app/layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  // One tiny client component, as every site page has some: a button that exists only once React runs the page
  // (useSyncExternalStore, like the site's useHydrated). The observed run (observed.ts) times "page works" on
  // both as the moment React has hydrated <main>.
  writeFileSync(
    path.join(FLOOR_DIR, "app/hydrated.tsx"),
    [
      `"use client";`,
      `import { useSyncExternalStore } from "react";`,
      `const subscribe = () => () => {};`,
      `export function Hydrated() {`,
      `  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);`,
      `  return hydrated ? <button type="button">Hydrated</button> : null;`,
      `}`,
      ``,
    ].join("\n"),
  );
  writeFileSync(path.join(FLOOR_DIR, "app/page.tsx"), FLOOR_PAGE);
  console.log("bench: building the framework floor (.bench/floor) …");
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
    cwd: FLOOR_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  // nginx reads the per-page policy map; the floor has no inline-script hashes, so it gets no CSP header.
  mkdirSync(path.dirname(path.join(FLOOR_OUT, NGINX_CSP_MAP)), { recursive: true });
  writeFileSync(path.join(FLOOR_OUT, NGINX_CSP_MAP), 'default "";\n');
}
