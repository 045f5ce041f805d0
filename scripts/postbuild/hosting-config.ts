import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/content/site";
import { renderNginxConfig, renderRedirectsFile, siteRedirects } from "@/lib/hosting";
import type { PostbuildStep } from "./step";

export const NGINX_CONFIG_FILE = path.resolve("hosting/nginx.conf");

/** The nginx configuration as the records describe it today (also used by the drift unit test). */
export function nginxConfigFromRecords(): string {
  return renderNginxConfig({ serverName: new URL(site.url).hostname, redirects: siteRedirects() });
}

/**
 * Host configuration from the route, alias and hosting records: out/_redirects for Netlify / Cloudflare
 * Pages, and hosting/nginx.conf (committed; rewritten only when the records changed). The per-page
 * headers (_headers, vercel.json and the nginx CSP map) need the final HTML and are written by the
 * integrity and CSP step, which runs last.
 */
export const hostingConfig: PostbuildStep = {
  name: "hosting config (_redirects, hosting/nginx.conf)",
  async run({ outDir, env }) {
    await writeFile(
      path.join(outDir, "_redirects"),
      renderRedirectsFile(siteRedirects(), { force: env.NETLIFY === "true" }),
    );
    const config = nginxConfigFromRecords();
    const current = await readFile(NGINX_CONFIG_FILE, "utf8").catch(() => "");
    if (current !== config) {
      await mkdir(path.dirname(NGINX_CONFIG_FILE), { recursive: true });
      await writeFile(NGINX_CONFIG_FILE, config);
      console.log(`postbuild: rewrote ${path.relative(process.cwd(), NGINX_CONFIG_FILE)} from the records — commit it`);
    }
  },
};
