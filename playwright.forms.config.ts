import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
import { port } from "./tests/e2e-forms/ports";

// Form delivery end to end: the built out/ (after the whole post-build, CSP included) and the lead
// receiver, served together by scripts/serve.ts as `npm start` does, on a temporary database. The tests
// start, stop and restart that server themselves (tests/e2e-forms/site-server.ts), each worker on ports of its
// own (tests/e2e-forms/ports.ts); the tests of one file run in order, on its servers.
// The form-delivery suite runs twice: on the embedded file, and on libSQL's own server (sqld) over HTTP,
// the database several receivers share.
const [desktop] = base.projects ?? [];

export default defineConfig({
  ...base,
  testDir: "tests/e2e-forms",
  fullyParallel: false,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: undefined,
  projects: [
    { ...desktop, name: "embedded file" },
    { ...desktop, name: "libSQL server", testMatch: "forms-delivery.spec.ts", metadata: { database: "sqld" } },
  ],
});
