import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
// Forms on every page post to the real receiver; its leads go to a throwaway database. Set once in the
// runner, inherited by the workers (which evaluate this file again).
process.env.E2E_LEADS_DB ??= path.join(mkdtempSync(path.join(tmpdir(), "leads-e2e-")), "leads.db");
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Caps, not targets: CI's 2-core machine has run the suite 3.5 times slower than a quiet one. The longest
  // test (a chat path with its 600 ms replies) takes 11 s quiet; an assertion waits up to 15 s for its
  // condition (a page's scripts start after its first paint, and the search index's WebAssembly once took
  // over the default 5 s).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed test keeps its trace of actions, console and network. Screenshots and DOM snapshots at every step
    // would cost about half as much CPU again as the tests themselves; on failure the test's error context
    // (error-context.md) has the page's accessibility tree and a screenshot is taken.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: {
    // Serve the built out/ and the lead receiver exactly as `npm start` does. Many tests post from one
    // address at once, so the per-address limit is raised here (its default is tested on its own).
    command: "node dist/serve.mjs",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LEADS_DATABASE_URL: `file:${process.env.E2E_LEADS_DB}`,
      LEADS_RATE_LIMIT: "1000/60",
    },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
