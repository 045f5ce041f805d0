import { existsSync } from "node:fs";
import { chromium, type LaunchOptions } from "@playwright/test";

function playwrightsOwnInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false; // no bundled browser
  }
}

/**
 * The full Chromium, for what stands in for a visitor's browser (the bench, the screenshots): `CHROMIUM_PATH` when
 * set, else Playwright's own when installed (`npx playwright install chromium`; undefined lets Playwright pick
 * it), else the system one at /usr/bin/chromium.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return playwrightsOwnInstalled() ? undefined : "/usr/bin/chromium";
}

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser the test suite drives: `CHROMIUM_PATH` when set, else Playwright's own when installed (for headless
 * tests Playwright runs its headless shell), else Debian's headless shell. The headless shell is the same Chromium
 * (Blink, V8, the network stack, the same version) without the browser's own layer (profiles, UI, extensions),
 * which no test looks at; a fresh page in it takes about 40% less CPU here, and CPU is what bounds the suite on two
 * cores. It is a requirement, not a preference (docs/testing.md): in the full Chromium the browser suites took about
 * 1.3 times as long here, so without a shell the run stops at once and says how to get one.
 */
export function testChromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH || playwrightsOwnInstalled()) return chromiumExecutable();
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  throw new Error(
    "The browser tests need Chromium's headless shell: `apt-get install chromium-headless-shell` (Debian) or " +
      "`npx playwright install chromium-headless-shell`; CHROMIUM_PATH=/usr/bin/chromium runs them in the full " +
      "browser, about 1.3 times slower (docs/testing.md).",
  );
}

/**
 * The flags every launch uses: no sandbox (CI and containers run as root), no GPU, and none of the browser's own
 * background traffic (updates, sync, first-run pages), which would show up in request logs and timings.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's launch options for a Chromium (by default the full one; the tests' config passes its own). */
export function chromiumLaunchOptions(executablePath = chromiumExecutable()): LaunchOptions {
  return { executablePath, args: [...CHROMIUM_FLAGS] };
}
