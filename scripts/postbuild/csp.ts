import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/content/site";
import { aliasRoutes } from "@/lib/routes";
import {
  NGINX_CSP_MAP,
  buildCsp,
  cspSourcesFromEnv,
  inlineScripts,
  renderHeadersFile,
  redirectRules,
  renderNginxCspMap,
  scriptHash,
  withMetaCsp,
} from "@/lib/hosting";
import type { PostbuildStep } from "./steps";

const OUT_DIR = path.resolve(process.env.OUT_DIR ?? "out");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.relative(OUT_DIR, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

export interface PagePolicy {
  file: string;
  policy: string;
}

/**
 * Hash the inline scripts of one exported page and write its policy into a meta element (first thing
 * after the charset). Returns the header form of the policy. Exported for the e2e fixture test.
 */
export function applyCsp(html: string, env: Record<string, string | undefined> = process.env) {
  const sources = cspSourcesFromEnv(env, site.mapEmbedUrl);
  const scriptHashes = inlineScripts(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "")).map(
    scriptHash,
  );
  const meta = buildCsp({ ...sources, scriptHashes, delivery: "meta" });
  const header = buildCsp({ ...sources, scriptHashes, delivery: "header" });
  return { html: withMetaCsp(html, meta), header };
}

/**
 * Strict Content-Security-Policy for every exported page. MUST RUN LAST: any step that changes HTML
 * after it would change the inline scripts the hashes were computed from.
 */
export const csp: PostbuildStep = {
  name: "content-security-policy (meta per page, out/_headers, out/_nginx/csp.map)",
  async run() {
    const pages: PagePolicy[] = [];
    for (const file of await htmlFiles(OUT_DIR)) {
      const target = path.join(OUT_DIR, file);
      const { html, header } = applyCsp(await readFile(target, "utf8"));
      await writeFile(target, html);
      pages.push({ file, policy: header });
    }
    const fallback = buildCsp({ ...cspSourcesFromEnv(process.env, site.mapEmbedUrl), scriptHashes: [], delivery: "header" });
    const map = renderNginxCspMap(pages, fallback);
    await mkdir(path.join(OUT_DIR, path.dirname(NGINX_CSP_MAP)), { recursive: true });
    await writeFile(path.join(OUT_DIR, NGINX_CSP_MAP), map);
    await writeFile(path.join(OUT_DIR, "_headers"), renderHeadersFile(pages, redirectRules(aliasRoutes()).map((rule) => rule.from)));
  },
};
