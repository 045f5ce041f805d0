import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_DIR } from "@/lib/hosting";

/**
 * Every page a visitor can land on, read from the exported files in `out/` (so a new page is checked the day it
 * exists): each HTML file as the address it is served at, except the alias pages that only redirect and the
 * framework's second copies of a page (`_not-found.html` is `404.html`, `x/index.html` is `x.html`). Each language's
 * 404 page is reached at an unknown address under its prefix, as a visitor reaches it.
 */
export function exportedPages(outDir = "out", unknownPath = "/this-page-does-not-exist"): string[] {
  const files = (readdirSync(outDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const seen = new Set<string>();
  const pages: string[] = [];
  for (const file of files) {
    const html = readFileSync(path.join(outDir, file), "utf8");
    if (/<meta http-equiv="refresh"/i.test(html)) continue;
    if (file === "_not-found.html") continue;
    // The editor at /admin is an application, not a page of the site: tests/e2e/admin.spec.ts loads it.
    if (file.startsWith(ADMIN_DIR)) continue;
    // Each language's 404 (404.html, te/404.html, hi/404.html) is reached at an unknown address under its prefix.
    const notFound = /^(?:(.+)\/)?404\.html$/.exec(file);
    const address = notFound
      ? `${notFound[1] ? `/${notFound[1]}` : ""}${unknownPath}`
      : "/" + file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
    const key = address.replace(/\/$/, "") || "/";
    if (seen.has(key)) continue;
    seen.add(key);
    pages.push(key);
  }
  return pages;
}
