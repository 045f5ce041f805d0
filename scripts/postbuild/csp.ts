import { existsSync, readFileSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { site } from "@/lib/content/site";
import {
  ADMIN_FILE,
  NGINX_CSP_MAP,
  adminCsp,
  SERVER_CSP_FILE,
  buildCsp,
  cspMapOf,
  capabilitiesOfFile,
  cspSourcesFromEnv,
  hashSource,
  inlineScripts,
  inlineStyles,
  integrityOf,
  renderHeadersFile,
  renderNginxCspMap,
  renderVercelConfig,
  siteRedirects,
  styleAttributes,
  transformFile,
  withIntegrity,
  withMetaCsp,
  withoutMetaCsp,
  type PagePolicy,
} from "@/lib/hosting";
import { SEARCH_INDEX_DIR } from "./search-index";
import type { PostbuildStep } from "./step";

async function htmlFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** integrity="…" of a same-origin script, from its bytes in out/; a script the build did not write fails the build. */
function integrityFromDir(outDir: string): (urlPath: string) => string {
  const cache = new Map<string, string>();
  return (urlPath) => {
    const known = cache.get(urlPath);
    if (known) return known;
    const file = path.join(outDir, urlPath);
    if (!file.startsWith(outDir + path.sep) || !existsSync(file))
      throw new Error(`postbuild: a page loads ${urlPath}, which is not in the export`);
    const value = integrityOf(readFileSync(file));
    cache.set(urlPath, value);
    return value;
  };
}

export interface SecurePageOptions {
  /** The page's file, relative to out/ (decides what the page may do: see capabilitiesOfFile). */
  file: string;
  env: Record<string, string | undefined>;
  integrityFor: (urlPath: string) => string;
  /** Every stylesheet of the export: its URL path and its text (see stylesheetsOf). */
  stylesheets?: Map<string, string>;
}

/**
 * Every stylesheet the build wrote, by URL path. The pages carry their CSS inline; on a client-side navigation
 * React inserts each stylesheet the next page needs that this one lacks as a <style> element of the file's text,
 * which the policy must allow by hash like the page's own.
 */
async function stylesheetsOf(outDir: string): Promise<Map<string, string>> {
  const dir = path.join(outDir, "_next/static");
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sheets = new Map<string, string>();
  for (const entry of entries
    .filter((e) => e.isFile() && e.name.endsWith(".css"))
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(entry.parentPath, entry.name);
    sheets.set(`/${path.relative(outDir, file).split(path.sep).join("/")}`, await readFile(file, "utf8"));
  }
  return sheets;
}

/** The hashes of the stylesheets a client-side navigation from this page may insert: every one it does not inline. */
function navigationStyleHashes(html: string, stylesheets: Map<string, string>): string[] {
  const inlined = new Set(
    [...html.matchAll(/<style\b[^>]*\sdata-href="([^"]*)"/gi)].flatMap((m) => (m[1] ?? "").split(/\s+/)),
  );
  return [...stylesheets].filter(([url]) => !inlined.has(url)).map(([, text]) => hashSource(text));
}

/**
 * One page, final: integrity on every script it loads; then its policy from the same bytes (the hashes of its
 * inline scripts, <style> elements and style attributes, and what the page may do) as a meta element, and the
 * header version for the hosts.
 */
export function securePage(input: string, { file, env, integrityFor, stylesheets = new Map() }: SecurePageOptions) {
  const html = transformFile(file, () => withIntegrity(withoutMetaCsp(input), integrityFor));
  if (file === ADMIN_FILE) {
    // The editor is an application with a policy of its own (lib/hosting/adminCsp.ts).
    const hashes = inlineScripts(html).map(hashSource);
    return {
      html: transformFile(file, () => withMetaCsp(html, adminCsp("meta", hashes))),
      header: adminCsp("header", hashes),
    };
  }
  const options = {
    ...cspSourcesFromEnv(env, site.mapEmbedUrl),
    ...capabilitiesOfFile(file),
    scriptHashes: inlineScripts(html).map(hashSource),
    styleHashes: [...inlineStyles(html).map(hashSource), ...navigationStyleHashes(html, stylesheets)],
    styleAttributeHashes: styleAttributes(html).map(hashSource),
  };
  return {
    html: transformFile(file, () => withMetaCsp(html, buildCsp({ ...options, delivery: "meta" }))),
    header: buildCsp({ ...options, delivery: "header" }),
  };
}

/**
 * Subresource integrity and the strict Content-Security-Policy for
 * every exported page, and the hosts' per-page headers (out/_nginx/csp.map, out/_headers, out/vercel.json, and
 * out/_server/csp.json for `npm start`'s server). The pipeline runs it after every
 * other step (scripts/postbuild/steps.ts): it hashes final bytes.
 */
export const contentSecurityPolicy: PostbuildStep = {
  name: "integrity, content-security-policy (per page; out/_headers, out/vercel.json, out/_nginx/csp.map, out/_server/csp.json)",
  async run({ outDir, env }) {
    const integrityFor = integrityFromDir(outDir);
    const stylesheets = await stylesheetsOf(outDir);
    const pages: PagePolicy[] = [];
    for (const file of await htmlFiles(outDir)) {
      const target = path.join(outDir, file);
      const { html, header } = securePage(await readFile(target, "utf8"), {
        file,
        env,
        integrityFor,
        stylesheets,
      });
      await writeFile(target, html);
      pages.push({ file, policy: header });
    }
    const sources = cspSourcesFromEnv(env, site.mapEmbedUrl);
    // Pagefind's worker compiles the search core: the worker script's own policy is the search page's.
    const worker = `${SEARCH_INDEX_DIR}/pagefind-worker.js`;
    if (existsSync(path.join(outDir, worker))) {
      pages.push({ file: worker, policy: buildCsp({ ...sources, wasm: true, scriptHashes: [], delivery: "header" }) });
    }
    const fallback = buildCsp({ ...sources, scriptHashes: [], delivery: "header" });
    for (const file of [NGINX_CSP_MAP, SERVER_CSP_FILE])
      await mkdir(path.join(outDir, path.dirname(file)), { recursive: true });
    await writeFile(path.join(outDir, NGINX_CSP_MAP), renderNginxCspMap(pages, fallback));
    await writeFile(path.join(outDir, SERVER_CSP_FILE), JSON.stringify(cspMapOf(pages, fallback)));
    const redirects = siteRedirects();
    await writeFile(
      path.join(outDir, "_headers"),
      renderHeadersFile(
        pages,
        redirects.map((rule) => rule.from),
      ),
    );
    await writeFile(path.join(outDir, "vercel.json"), renderVercelConfig(pages, redirects));
  },
};
