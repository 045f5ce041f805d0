import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

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
