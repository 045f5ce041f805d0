import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_DIR, htmlFileForRoute } from "@/lib/hosting";
import { aliasRoutes } from "@/lib/routes";
import { decodeHtml } from "./support/head";
import { routes } from "./support/routes";

// Gate: every internal link, image, script, stylesheet and media file referenced by any exported page resolves
// on the served out/, every #fragment exists on its page, and no internal link goes through an alias. Read from
// the HTML files themselves, as a crawler reads them (no browser); one test lists every broken reference. The
// pages of alias addresses are left out: they are never shown at their address.
const aliasPaths = new Set(aliasRoutes().map((a) => a.from));
const origin = "http://site.invalid";

/** The address a file of out/ is served at: about.html → /about, x/index.html → /x/, index.html → /. */
const addressOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;

/** The attributes of one start tag, decoded. */
function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*"([^"]*)"/g))
    attrs[m[1]!.toLowerCase()] = decodeHtml(m[2]!);
  return attrs;
}

/** Every URL a page's markup references (links, assets, media, srcsets), resolved against the page's address. */
function referencesIn(html: string, address: string): string[] {
  const base = `${origin}${address}`;
  const urls: string[] = [];
  for (const m of html.matchAll(/<(a|link|script|img|source|video|audio|iframe)\b[^>]*>/gi)) {
    const name = m[1]!.toLowerCase();
    const attrs = attributesOf(m[0]);
    const refs = [
      name === "a" || name === "link" ? attrs.href : attrs.src,
      name === "video" ? attrs.poster : undefined,
      ...(attrs.srcset ?? attrs.imagesrcset ?? "").split(",").map((part) => part.trim().split(/\s+/)[0]),
    ];
    for (const ref of refs) if (ref) urls.push(new URL(ref, base).href);
  }
  return urls;
}

test("every internal reference on every exported page resolves, and none goes through an alias", async ({
  request,
}) => {
  const files = readdirSync("out", { recursive: true, encoding: "utf8" })
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.endsWith(".html"))
    // An alias's page is never shown at its address (the server answers 301); services.spec.ts reads it.
    .filter((f) => !aliasPaths.has(addressOf(f)))
    // The editor at /admin links nowhere on the site; tests/e2e/admin.spec.ts loads it and what it loads.
    .filter((f) => !f.startsWith(ADMIN_DIR));
  for (const route of routes) expect(files, route).toContain(htmlFileForRoute(route));

  const statuses = new Map<string, number>();
  const ids = new Map<string, Promise<Set<string>>>();
  const idsOn = (request: APIRequestContext, key: string) => {
    if (!ids.has(key))
      ids.set(
        key,
        request
          .get(key)
          .then((r) => r.text())
          .then((html) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))),
      );
    return ids.get(key)!;
  };
  const problems: string[] = [];
  const fewReferences: string[] = [];
  for (const file of files) {
    const address = addressOf(file);
    let internal = 0;
    for (const ref of referencesIn(readFileSync(path.join("out", file), "utf8"), address)) {
      const url = new URL(ref);
      if (url.origin !== origin) continue;
      internal++;
      if (aliasPaths.has(url.pathname)) problems.push(`${file}: links to alias ${url.pathname} instead of its page`);
      const key = url.pathname + url.search;
      if (!statuses.has(key)) statuses.set(key, (await request.get(key, { maxRedirects: 0 })).status());
      const status = statuses.get(key)!;
      if (status !== 200) problems.push(`${file}: ${key} answered ${status}`);
      if (url.hash.length > 1 && status === 200 && !url.pathname.startsWith("/_next/")) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!(await idsOn(request, key)).has(id)) problems.push(`${file}: ${key}${url.hash}: no element with that id`);
      }
    }
    // The header, footer and the page's own assets: a route that references nothing is broken too.
    if (routes.some((route) => htmlFileForRoute(route) === file) && internal <= 10)
      fewReferences.push(`${file}: ${internal} internal references`);
  }
  expect(problems).toEqual([]);
  expect(fewReferences).toEqual([]);
});
