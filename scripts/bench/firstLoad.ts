// First-load JavaScript and CSS of an exported page: the same-origin scripts and stylesheets its HTML makes a
// modern browser download.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterPaintAssets, htmlFileForRoute } from "@/lib/hosting";

/**
 * Same-origin scripts the HTML makes a modern browser download: <script src> (not nomodule), preloads, and the
 * framework's scripts its after-paint loader starts.
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) urls.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\srel="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const as = /\sas="([^"]+)"/i.exec(tag)?.[1] ?? "";
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) urls.add(href);
  }
  for (const [src] of afterPaintAssets(html).scripts) urls.add(src);
  return [...urls].filter((u) => u.startsWith("/"));
}

/** The stylesheets the HTML applies (<link rel="stylesheet">, same origin). */
function firstLoadStylesheets(html: string): string[] {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    if (href?.startsWith("/") && /\srel="stylesheet"/i.test(tag)) hrefs.add(href);
  }
  return [...hrefs];
}

const gzipBytes = (outDir: string, urls: string[]) =>
  urls.reduce(
    (sum, url) =>
      sum + gzipSync(readFileSync(path.join(outDir, decodeURIComponent(url.split("?")[0]!))), { level: 6 }).length,
    0,
  );

/** Gzip bytes of the first-load JS of one exported HTML file. */
export function pageJsBytes(outDir: string, htmlFile: string): number {
  return gzipBytes(outDir, firstLoadScripts(readFileSync(htmlFile, "utf8")));
}

/** Gzip bytes of the stylesheets one exported HTML file applies. */
export function pageCssBytes(outDir: string, htmlFile: string): number {
  return gzipBytes(outDir, firstLoadStylesheets(readFileSync(htmlFile, "utf8")));
}

/** The exported HTML file of a route, or undefined when the page is not built. */
export function builtHtml(outDir: string, route: string): string | undefined {
  const file = path.join(outDir, htmlFileForRoute(route));
  return existsSync(file) ? file : undefined;
}
