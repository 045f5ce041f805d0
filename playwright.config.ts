import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices, type Project } from "@playwright/test";
import { chromiumLaunchOptions, testChromiumExecutable } from "./scripts/chromium";
import { port as formsPort } from "./tests/e2e-forms/ports";
import { nginxBaseURL, nginxHttpPort, nginxLeadsPort, nginxPort } from "./tests/e2e-nginx/ports";

const port = Number(process.env.E2E_PORT ?? 4173);
// Forms on every page post to the real receiver; its leads go to a throwaway database. Set once in the
// runner, inherited by the workers (which evaluate this file again).
process.env.E2E_LEADS_DB ??= path.join(mkdtempSync(path.join(tmpdir(), "leads-e2e-")), "leads.db");
// The hosting suite's nginx writes its access and error logs here, where tests/e2e-nginx reads them.
process.env.NGINX_LOG_DIR ??= mkdtempSync(path.join(tmpdir(), "nginx-logs-e2e-"));
const baseURL = `http://127.0.0.1:${port}`;

const desktop: Project["use"] = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  channel: undefined,
};
// Each worker's form-delivery servers listen on ports of its own.
const forms: Project["use"] = { ...desktop, baseURL: `http://127.0.0.1:${formsPort}` };

// The three suites run in one pool of workers, so none waits for another's last test. The form-delivery files
// come first: each is the longest piece of work in the run, and the short tests of the other suites fill in
// beside them.
export default defineConfig({
  fullyParallel: true,
  // Playwright's default, half the cores, is one worker on a 2-core machine, where the tests (which wait on pages
  // as much as they compute) finish sooner on two.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Caps, not targets: a busy 2-core CI machine runs the suite several times slower than a quiet one. An
  // assertion waits up to 15 s for its condition (a page's scripts start after its first paint, and the search
  // index's WebAssembly can take longer than the default 5 s to start on a busy machine).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // No trace: recording one costs CPU on every page load even when the test passes and it is thrown away, and
    // a CI machine's trace never reaches anyone. A failure prints its error context (error-context.md:
    // the page's accessibility tree) and keeps a screenshot; `npx playwright test --trace on` records traces
    // when reproducing one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions(testChromiumExecutable()),
  },
  projects: [
    // Form delivery end to end: the built out/ and the lead receiver, served together by server/serve.ts as
    // `npm start` does, on a temporary database. The tests start, stop and restart that server themselves
    // (tests/e2e-forms/site-server.ts), each worker on ports of its own (tests/e2e-forms/ports.ts); the tests of
    // one file run in order, on its servers. Delivery runs twice: on the embedded file, and on libSQL's own
    // server (sqld) over HTTP, the database several receivers share.
    {
      name: "forms: embedded file",
      testDir: "tests/e2e-forms",
      fullyParallel: false,
      use: forms,
    },
    {
      name: "forms: libSQL server",
      testDir: "tests/e2e-forms",
      testMatch: ["forms-delivery.spec.ts", "booking.spec.ts"],
      fullyParallel: false,
      use: forms,
      metadata: { database: "sqld" },
    },
    // Hosting: the built out/ served by the system nginx with the shipped hosting/nginx.conf. Headers,
    // redirects, statuses and the CSP are the production ones.
    {
      name: "hosting",
      testDir: "tests/e2e-nginx",
      use: { ...desktop, baseURL: nginxBaseURL, ignoreHTTPSErrors: true },
    },
    // The site: every page and feature, and the gates, against `npm start`'s server. With reduced motion, as some
    // visitors ask: home's and the architecture page's background videos then stay still pictures, where decoding
    // them beside every step took about 40% of a test's CPU. The tests of motion itself (the videos, the
    // testimonials, the fades and the page transitions) ask for "no-preference" where they need it.
    { name: "site", testDir: "tests/e2e", use: { ...desktop, reducedMotion: "reduce" } },
  ],
  webServer: [
    {
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
    {
      // `npm run preview:nginx`: https with a throwaway certificate, plain http redirecting to it, /api/leads/
      // proxied to a port where the lead-inbox tests start a stub receiver.
      command: "tsx scripts/preview-nginx.ts",
      env: {
        PORT: String(nginxPort),
        HTTP_PORT: String(nginxHttpPort),
        LEADS_RECEIVER: `127.0.0.1:${nginxLeadsPort}`,
        // No collector runs in this suite: its address is one of the suite's own ports, never the production 8790.
        COLLECT_RECEIVER: `127.0.0.1:${nginxPort + 8}`,
        LOG_DIR: process.env.NGINX_LOG_DIR,
      },
      url: `${nginxBaseURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
      // SIGTERM lets the preview stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
