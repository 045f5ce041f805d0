// First-load JavaScript and CSS of an exported page: the same-origin scripts its HTML makes a modern browser
// download, and the CSS it applies (in the page, or stylesheets).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { htmlFileForRoute } from "@/lib/hosting";

/** Same-origin scripts the HTML makes a modern browser download: <script src> (not nomodule) and preloads. */
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
  return [...urls].filter((u) => u.startsWith("/"));
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

/** Gzip bytes of the CSS one exported HTML file applies: its inline <style> elements and same-origin stylesheets. */
export function pageCssBytes(outDir: string, htmlFile: string): number {
  const html = readFileSync(htmlFile, "utf8");
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!).join("");
  const linked = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => (/\srel="stylesheet"/i.test(tag) ? /\shref="(\/[^"]+)"/i.exec(tag)?.[1] : undefined))
    .filter((href): href is string => Boolean(href));
  return (inline ? gzipSync(inline, { level: 6 }).length : 0) + gzipBytes(outDir, linked);
}

/** The exported HTML file of a route, or undefined when the page is not built. */
export function builtHtml(outDir: string, route: string): string | undefined {
  const file = path.join(outDir, htmlFileForRoute(route));
  return existsSync(file) ? file : undefined;
}
