import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/content/site";
import { redirectRules, renderNginxConfig, renderRedirectsFile } from "@/lib/hosting";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import type { PostbuildStep } from "./steps";

const OUT_DIR = path.resolve("out");
export const NGINX_CONFIG_FILE = path.resolve("hosting/nginx.conf");

/** The nginx configuration as the records describe it today (also used by the drift unit test). */
export function nginxConfigFromRecords(): string {
  return renderNginxConfig({
    serverName: new URL(site.url).hostname,
    redirects: redirectRules(aliasRoutes(), canonicalRoutes().map((r) => r.path)),
  });
}

/**
 * Host configuration from the route and alias records: out/_redirects for Netlify / Cloudflare Pages,
 * and hosting/nginx.conf (committed; rewritten only when the records changed). The per-page headers
 * (_headers and the nginx CSP map) need the final HTML and are written by the CSP step, which runs last.
 */
export const hostingConfig: PostbuildStep = {
  name: "hosting config (_redirects, hosting/nginx.conf)",
  async run() {
    const redirects = redirectRules(aliasRoutes(), canonicalRoutes().map((r) => r.path));
    await writeFile(path.join(OUT_DIR, "_redirects"), renderRedirectsFile(redirects, { force: process.env.NETLIFY === "true" }));
    const config = nginxConfigFromRecords();
    const current = await readFile(NGINX_CONFIG_FILE, "utf8").catch(() => "");
    if (current !== config) {
      await mkdir(path.dirname(NGINX_CONFIG_FILE), { recursive: true });
      await writeFile(NGINX_CONFIG_FILE, config);
      console.log(`postbuild: rewrote ${path.relative(process.cwd(), NGINX_CONFIG_FILE)} from the records — commit it`);
    }
  },
};
