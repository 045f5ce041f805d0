import { existsSync } from "node:fs";
import { chromium, type LaunchOptions } from "@playwright/test";

/**
 * The Chromium the tests and scripts launch: `CHROMIUM_PATH` when set, else Playwright's own when installed
 * (`npx playwright install chromium`; undefined lets Playwright pick it), else the system one at /usr/bin/chromium.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    /* no bundled browser */
  }
  return "/usr/bin/chromium";
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

/** Playwright's launch options for that Chromium: the tests' config and the screenshots use them. */
export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumExecutable(), args: [...CHROMIUM_FLAGS] };
}
