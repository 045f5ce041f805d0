import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The hosting tests: the built out/ served by the system nginx with the shipped hosting/nginx.conf
// (`npm run preview:nginx`): https with a throwaway certificate on NGINX_PORT, the plain-http listener
// (which redirects to https) on NGINX_HTTP_PORT, /api/leads/ proxied to NGINX_LEADS_PORT, where the
// lead-inbox tests start a stub receiver. Headers, redirects, statuses and the CSP are the production ones.
const port = Number(process.env.NGINX_PORT ?? 8080);
export const nginxBaseURL = `https://127.0.0.1:${port}`;
export const nginxHttpPort = Number(process.env.NGINX_HTTP_PORT ?? port + 2);
export const nginxLeadsPort = Number(process.env.NGINX_LEADS_PORT ?? port + 3);

export default defineConfig({
  ...base,
  testDir: "tests/e2e-nginx",
  use: { ...base.use, baseURL: nginxBaseURL, ignoreHTTPSErrors: true },
  webServer: {
    command: "tsx scripts/preview-nginx.ts",
    env: {
      PORT: String(port),
      HTTP_PORT: String(nginxHttpPort),
      LEADS_RECEIVER: `127.0.0.1:${nginxLeadsPort}`,
      // No collector runs in this suite: its address is one of the suite's own ports, never the production 8790.
      COLLECT_RECEIVER: `127.0.0.1:${port + 8}`,
    },
    url: `${nginxBaseURL}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
    // SIGTERM lets the preview stop nginx and remove its temporary folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
