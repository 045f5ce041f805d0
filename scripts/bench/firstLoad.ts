// First-load JavaScript of an exported page: the same-origin scripts its HTML makes a modern browser download.
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

/** Gzip bytes of the first-load JS of one exported HTML file. */
export function pageJsBytes(outDir: string, htmlFile: string): number {
  let bytes = 0;
  for (const src of firstLoadScripts(readFileSync(htmlFile, "utf8"))) {
    bytes += gzipSync(readFileSync(path.join(outDir, decodeURIComponent(src.split("?")[0]!))), { level: 6 }).length;
  }
  return bytes;
}

/** The exported HTML file of a route, or undefined when the page is not built. */
export function builtHtml(outDir: string, route: string): string | undefined {
  const file = path.join(outDir, htmlFileForRoute(route));
  return existsSync(file) ? file : undefined;
}
