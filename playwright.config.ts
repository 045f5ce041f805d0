import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./scripts/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined } },
  ],
  webServer: {
    // Serve the built out/ exactly as `npm start` does.
    command: `tsx scripts/serve.ts`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
