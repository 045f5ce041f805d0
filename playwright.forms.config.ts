import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// Form-delivery tests: run against out-forms/ (built by scripts/build-forms-test.ts with both form
// endpoints pointing at the receiver the tests start on 127.0.0.1). One worker: one receiver.
const port = Number(process.env.FORMS_E2E_PORT ?? 4174);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: "tests/e2e-forms",
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL },
  webServer: {
    command: "tsx scripts/serve.ts",
    env: { PORT: String(port), HOST: "127.0.0.1", OUT_DIR: "out-forms" },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
