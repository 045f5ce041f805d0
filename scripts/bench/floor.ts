// The framework floor: a one-page Next app of the same next/react versions, built into .bench/floor/out.
// Whatever the site costs above it is the site's own; what it costs at all is the framework's.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NGINX_CSP_MAP } from "@/lib/hosting";

const ROOT = process.cwd();
export const FLOOR_DIR = path.join(ROOT, ".bench/floor");
export const FLOOR_OUT = path.join(FLOOR_DIR, "out");
/** The attribute of the floor's button that appears once the floor has hydrated. */
export const FLOOR_HYDRATED_ATTR = "data-floor-hydrated";

export const installedVersion = (pkg: string): string =>
  JSON.parse(readFileSync(path.join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;

const json = (value: unknown) => JSON.stringify(value, null, 2);
const floorDependencies = () =>
  Object.fromEntries(["next", "react", "react-dom"].map((pkg) => [pkg, installedVersion(pkg)]));

/** A floor is built, with its hydration sign, from the installed versions (a run on its own may reuse it). */
export function floorIsCurrent(): boolean {
  const manifest = path.join(FLOOR_DIR, "package.json");
  if (!existsSync(path.join(FLOOR_OUT, "index.html")) || !existsSync(path.join(FLOOR_DIR, "app/hydrated.tsx")))
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
  // The floor's sign of hydration, made as the site's chat launcher is (useSyncExternalStore, like
  // useHydrated): a button that exists only once React runs the page, so the observed run (observed.ts) times
  // "page works" the same way on both. It costs the floor one tiny client component, as every site page has some.
  writeFileSync(
    path.join(FLOOR_DIR, "app/hydrated.tsx"),
    [
      `"use client";`,
      `import { useSyncExternalStore } from "react";`,
      `const subscribe = () => () => {};`,
      `export function Hydrated() {`,
      `  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);`,
      `  return hydrated ? <button type="button" ${FLOOR_HYDRATED_ATTR}>Hydrated</button> : null;`,
      `}`,
      ``,
    ].join("\n"),
  );
  writeFileSync(
    path.join(FLOOR_DIR, "app/page.tsx"),
    `import { Hydrated } from "./hydrated";\n\nexport default function Page() {\n  return (<><h1>Framework floor</h1><Hydrated /></>);\n}\n`,
  );
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
