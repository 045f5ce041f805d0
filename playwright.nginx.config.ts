import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The hosting tests: the built out/ served by the system nginx with the shipped hosting/nginx.conf
// (`npm run preview:nginx`), so headers, redirects, the 404 status and the CSP are the production ones.
const port = Number(process.env.NGINX_PORT ?? 8080);
export const nginxBaseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: "tests/e2e-nginx",
  use: { ...base.use, baseURL: nginxBaseURL },
  webServer: {
    command: "tsx scripts/preview-nginx.ts",
    env: { PORT: String(port) },
    url: `${nginxBaseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    // SIGTERM lets the preview stop nginx and remove its temporary folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
