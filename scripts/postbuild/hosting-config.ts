import { writeFile } from "node:fs/promises";
import path from "node:path";
import { renderRedirectsFile, renderVercelIgnore, siteRedirects } from "@/lib/hosting";
import type { PostbuildStep } from "./step";

/**
 * Host configuration from the route and alias records: out/_redirects for Netlify / Cloudflare Pages, and
 * out/.vercelignore, which keeps the other hosts' configuration out of a Vercel deployment. The
 * per-page headers (_headers, vercel.json and the nginx CSP map) need the final HTML and are written by the
 * integrity and CSP step, which runs last. hosting/nginx.conf is committed and never written by a build:
 * `npm run nginx-config` regenerates it, and a unit test fails while it differs from the records.
 */
export const hostingConfig: PostbuildStep = {
  name: "hosting config (_redirects, .vercelignore)",
  async run({ outDir, env }) {
    await writeFile(
      path.join(outDir, "_redirects"),
      renderRedirectsFile(siteRedirects(), { force: env.NETLIFY === "true" }),
    );
    await writeFile(path.join(outDir, ".vercelignore"), renderVercelIgnore());
  },
};
