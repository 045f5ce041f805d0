import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { formOutcomes } from "@/lib/content/forms";
import { FORM_OUTCOME_BASE } from "@/lib/paths";
import { SERVER_SITE_FILE, siteRedirects } from "@/lib/hosting";
import { aliasRoutes, canonicalRoutes, duplicateRoutes } from "@/lib/routes";
import type { ServerSiteManifest } from "@/server/manifest";
import type { PostbuildStep } from "./step";

/**
 * The site's addresses and redirects for `npm start`'s server (server/serve.ts), as JSON in out/_server/: the
 * server reads them at start instead of importing the route list, and with it the Markdown posts.
 */
export const serverManifest: PostbuildStep = {
  name: "server manifest (out/_server/site.json)",
  async run({ outDir }) {
    const manifest: ServerSiteManifest = {
      knownPaths: [
        ...canonicalRoutes().map((r) => r.path),
        ...duplicateRoutes().map((r) => r.path),
        ...aliasRoutes().map((r) => r.from),
        ...formOutcomes.map((o) => `${FORM_OUTCOME_BASE}/${o.slug}`),
      ],
      redirects: siteRedirects().map(({ from, to }) => [from, to]),
    };
    const target = path.join(outDir, SERVER_SITE_FILE);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(manifest));
  },
};
