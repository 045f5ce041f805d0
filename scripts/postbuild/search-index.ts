import { existsSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { site } from "@/lib/content/site";
import { htmlFileForRoute } from "@/lib/hosting";
import { decodeEntities, escapeAttribute } from "@/lib/html";
import { canonicalRoutes } from "@/lib/routes";
import type { PostbuildStep } from "./step";

/** Where the index and Pagefind's browser code are written: only /search ever loads anything from here. */
export const SEARCH_INDEX_DIR = "pagefind";

/** The page title a result shows: the document title without the " | Deccan Digital" suffix. */
export function resultTitle(html: string, fallback: string): string {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const raw = decodeEntities(match?.[1] ?? "").trim();
  const suffix = ` | ${site.name}`;
  const title = raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw;
  return title || fallback;
}

/**
 * The HTML Pagefind reads for one page (the file on disk is not changed). Only <main> is indexed
 * (rootSelector below), so the header, menus and footer that repeat on every page never match; the
 * page's document title becomes the result title and is weighted by the search page (metaWeights),
 * so "hosting" finds the page titled Web Hosting before pages that mention hosting in passing.
 */
export function prepareForIndex(html: string, title: string): string {
  const withMeta = html.replace(/<main\b/i, `<main data-pagefind-meta="title:${escapeAttribute(title)}"`);
  if (withMeta === html) throw new Error("postbuild: search index: page has no <main> element");
  return withMeta;
}

/**
 * Full-text search index over every canonical page (Pagefind). Left out: pages marked noindex (the
 * search page itself), the 404 page, alias redirect pages and the second address of the SEO page —
 * they are not canonical routes, so they are never read. Runs after the other steps and writes
 * out/pagefind/: the index fragments, the WebAssembly search core and pagefind.js, which /search loads
 * at run time with a dynamic import. No other page references any of it. Each page is indexed under its
 * <html lang>, so Pagefind writes one index per language and the search page of each language loads its own:
 * /te/search finds the Telugu pages.
 */
export const searchIndex: PostbuildStep = {
  name: "search index",
  async run({ outDir }) {
    const outputPath = path.join(outDir, SEARCH_INDEX_DIR);
    await rm(outputPath, { recursive: true, force: true });
    const { index, errors } = await pagefind.createIndex({
      rootSelector: "main",
      // Screen-reader-only helper text and anything a component marks as not part of the page's copy.
      excludeSelectors: [".visually-hidden", "[data-search-ignore]"],
    });
    if (!index) throw new Error(`postbuild: search index: ${errors.join("; ")}`);
    try {
      let pages = 0;
      for (const route of canonicalRoutes()) {
        if (route.noindex) continue;
        const file = path.join(outDir, htmlFileForRoute(route.path));
        if (!existsSync(file)) throw new Error(`postbuild: search index: ${file} is missing for route ${route.path}`);
        const html = await readFile(file, "utf8");
        const added = await index.addHTMLFile({
          url: route.path,
          content: prepareForIndex(html, resultTitle(html, route.title)),
        });
        if (added.errors.length) throw new Error(`postbuild: search index: ${route.path}: ${added.errors.join("; ")}`);
        pages += 1;
      }
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length) throw new Error(`postbuild: search index: ${written.errors.join("; ")}`);
      // Pagefind also writes its ready-made UIs; the search page uses only the API (pagefind.js).
      for (const file of await readdir(outputPath)) {
        if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) await rm(path.join(outputPath, file));
      }
      console.log(`postbuild: search index: ${pages} pages indexed into ${path.relative(process.cwd(), outputPath)}/`);
    } finally {
      await pagefind.close();
    }
  },
};
