import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { englishPath } from "@/lib/locales";
import { navigationIn } from "@/lib/content/navigation";
import { pages } from "@/lib/content/pages";
import {
  IMMUTABLE_CACHE,
  MIME_TYPES,
  HOST_CONFIG_FILES,
  NGINX_CSP_MAP,
  SERVER_SITE_FILE,
  PRIVILEGED_PATHS,
  privilegedPayloads,
  REVALIDATE_CACHE,
  hashSource,
  inlineScripts,
  inlineStyles,
  integrityOf,
  redirectRules,
  scriptPaths,
  securityHeaders,
} from "@/lib/hosting";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { startNginx } from "@/scripts/preview-nginx";
import { throwawayTls } from "@/scripts/tls";
import { missingSecurityHeaders, watchPage } from "./support";
import { pageSettled } from "../e2e/support/settled";
import { notFoundIn } from "@/lib/content/notFound";

const notFound = notFoundIn("en");

const { mainNav } = navigationIn("en");

const routes = canonicalRoutes().map((r) => r.path);
const unknownPath = "/this-page-does-not-exist";
const OUT = path.resolve("out");

function hashesIn(policy: string, directive: "script-src" | "style-src"): string[] {
  const sources =
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${directive} `)) ?? "";
  return sources
    .split(/\s+/)
    .filter((s) => s.startsWith("'sha256-"))
    .sort();
}
const scriptSrcHashes = (policy: string) => hashesIn(policy, "script-src");

function metaPolicy(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return (match?.[1] ?? "").replace(/&#x27;|&#39;/g, "'");
}

// One test for every route, reporting each route's every fault (soft assertions named by route), not a test per
// route: a request each, where a test's own set-up would cost more than its check.
test("every route under nginx: security headers, per-page CSP matching its inline scripts, revalidated HTML", async ({
  request,
}) => {
  for (const route of [...routes, unknownPath]) {
    const check = (value: unknown, what: string) => expect.soft(value, `${route}: ${what}`);
    const response = await request.get(route, { maxRedirects: 0 });
    check(response.status(), "status").toBe(route === unknownPath ? 404 : 200);
    const headers = response.headers();
    check(missingSecurityHeaders(headers, securityHeaders()), "missing security headers").toEqual([]);
    check(headers["content-type"], "content type").toBe("text/html; charset=utf-8");
    check(headers["cache-control"], "cache control").toBe(REVALIDATE_CACHE);
    const html = await response.text();
    const header = headers["content-security-policy"] ?? "";
    check(header, "policy").toMatch(/^default-src 'none'; /);
    check(header, "policy").toContain("frame-ancestors 'none'");
    check(header, "policy").toContain("object-src 'none'");
    check(header, "policy").not.toContain("'unsafe-inline'");
    check(header, "policy").not.toContain("data:");
    // Served over https: every subresource is upgraded too.
    check(header, "policy").toMatch(/; upgrade-insecure-requests$/);
    // WebAssembly only where the search runs, frames only where the map is.
    // (in every language: /te/search and /hi/contact are the same pages).
    const english = englishPath(route);
    check(header.includes("'wasm-unsafe-eval'"), "wasm-unsafe-eval").toBe(english === pages.search.path);
    check(/frame-src 'none'/.test(header), "frame-src 'none'").toBe(english !== pages.contact.path);
    // The page's own inline <style> elements by hash (style attributes through 'unsafe-hashes').
    check(hashesIn(header, "style-src"), "style hashes").toEqual(
      expect.arrayContaining(inlineStyles(html).map(hashSource)),
    );
    const expected = inlineScripts(html).map(hashSource).sort();
    check(expected.length, "inline scripts").toBeGreaterThan(0);
    check(scriptSrcHashes(header), "script hashes").toEqual([...new Set(expected)]);
    // The same hashes in the page's meta element, placed before any script.
    const meta = metaPolicy(html);
    check(scriptSrcHashes(meta), "script hashes in the meta policy").toEqual([...new Set(expected)]);
    check(html.indexOf('http-equiv="Content-Security-Policy"'), "meta policy before the first script").toBeLessThan(
      html.indexOf("<script"),
    );
    check(meta, "meta policy").not.toContain("frame-ancestors");
    check(hashesIn(meta, "style-src"), "style hashes in the meta policy").toEqual(hashesIn(header, "style-src"));
  }
});

test("every script every page names carries the integrity of the bytes served", async ({ request }) => {
  const served = new Map<string, string>();
  const integrityServed = async (src: string) => {
    if (!served.has(src)) served.set(src, integrityOf(await (await request.get(src)).body()));
    return served.get(src);
  };
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    // Next's script tags, the nomodule fallback and the script preloads.
    const tagged = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => scriptPaths(tag).length)
      .map((tag): [string, string | undefined] => [scriptPaths(tag)[0]!, /\sintegrity="([^"]+)"/.exec(tag)?.[1]]);
    expect(tagged.length, route).toBeGreaterThan(0);
    for (const [src, integrity] of tagged) expect(integrity, `${route}: ${src}`).toBe(await integrityServed(src));
  }
});

test("client-side navigation runs under the policy: 404 → home (a full load) → every main-menu page; privileged pages load fully", async ({
  page,
}) => {
  const watch = await watchPage(page, { expectedStatus404: true });
  // RSC payloads (.txt) are fetched by prefetching as soon as links show, so listen from the start.
  const rscRequests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith(".txt")) rscRequests.push(r.url());
  });
  await page.goto(unknownPath);
  await pageSettled(page);
  await expect(page.getByRole("heading", { level: 1, name: notFound.heading })).toBeVisible();
  // Mark the document: a full page load would lose the mark, a client-side navigation keeps it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole("navigation", { name: "Main" });
  const violations: string[] = [];
  let privileged = 0;
  for (const item of mainNav.filter((i) => !i.opensServicesMenu)) {
    // A full page load starts a new list of violations: keep the previous document's.
    violations.push(...(await watch.violations()));
    await nav.getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.href);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const sameDocument = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    if (item.href === "/") {
      // The unknown-address page is a document of its own (each language has its own root layout, and the 404
      // is Next's global-not-found): leaving it is a full load. From home on, the menu navigates in the page.
      expect(sameDocument, item.href).toBeUndefined();
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    } else if (PRIVILEGED_PATHS.includes(item.href)) {
      // Entered with a full load, so the document runs under this page's own (wider) policy.
      privileged += 1;
      expect(sameDocument, item.href).toBeUndefined();
      expect(metaPolicy(await page.content()), item.href).toBe(
        metaPolicy(await page.request.get(item.href).then((r) => r.text())),
      );
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    } else {
      expect(sameDocument, item.href).toBe(true);
    }
  }
  expect(privileged).toBeGreaterThan(0);
  expect(rscRequests.length).toBeGreaterThan(0);
  violations.push(...(await watch.violations()));
  expect(violations).toEqual([]);
  expect(watch.consoleProblems).toEqual([]);
});

test("every alias answers 301 to its canonical page, keeping the query", async ({ request }) => {
  const rules = redirectRules(aliasRoutes());
  expect(rules.length).toBeGreaterThanOrEqual(aliasRoutes().length);
  for (const rule of rules) {
    const response = await request.get(`${rule.from}?ref=test`, { maxRedirects: 0 });
    expect(response.status(), rule.from).toBe(301);
    expect(response.headers()["location"], rule.from).toBe(`${rule.to}?ref=test`);
    expect(missingSecurityHeaders(response.headers(), securityHeaders()), rule.from).toEqual([]);
  }
});

test("a revalidation (304) keeps the page's no-cache and its policy", async ({ request }) => {
  for (const address of ["/", "/index.txt"]) {
    const first = await request.get(address);
    const etag = first.headers()["etag"]!;
    expect(etag, address).toBeTruthy();
    const again = await request.get(address, { headers: { "If-None-Match": etag } });
    expect(again.status(), address).toBe(304);
    expect(again.headers()["cache-control"], address).toBe(REVALIDATE_CACHE);
    expect(again.headers()["content-security-policy"], address).toBe(first.headers()["content-security-policy"]);
  }
});

test("/web-hosting-services/ and /web-hosting-services are both served", async ({ request }) => {
  for (const address of ["/web-hosting-services/", "/web-hosting-services"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  }
});

test("unknown paths answer 404 with the 404 page; host files are not served", async ({ request }) => {
  for (const address of [
    unknownPath,
    "/services/unknown",
    "/_headers",
    "/_redirects",
    "/vercel.json",
    `/${NGINX_CSP_MAP}`,
    `/${SERVER_SITE_FILE}`,
  ]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html).toContain(notFound.heading);
    expect(missingSecurityHeaders(response.headers(), securityHeaders()), address).toEqual([]);
  }
});

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => "/" + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((f) => !HOST_CONFIG_FILES.test(f));
}

test("every file in out/ is served with its content type; build assets are immutable", async ({ request }) => {
  const typeOf = new Map(Object.entries(MIME_TYPES).flatMap(([type, exts]) => exts.map((e) => [e, type] as const)));
  const files = await filesOf(OUT);
  const problems: string[] = [];
  let staticAssets = 0;
  for (const file of files) {
    const response = await request.get(file, { maxRedirects: 0 });
    const extension = path.extname(file).slice(1).toLowerCase();
    const expected = typeOf.get(extension) ?? "application/octet-stream";
    const type = (response.headers()["content-type"] ?? "").split(";")[0];
    // The privileged pages' RSC payloads answer 204 (no body, no type): see PRIVILEGED_PATHS.
    if (new RegExp(privilegedPayloads()).test(file)) {
      if (response.status() !== 204) problems.push(`${file}: ${response.status()} instead of 204`);
      continue;
    }
    if (response.status() !== 200) problems.push(`${file}: ${response.status()}`);
    if (type !== expected) problems.push(`${file}: ${type} instead of ${expected}`);
    if (!typeOf.has(extension)) problems.push(`${file}: no known content type for ".${extension}"`);
    const cache = response.headers()["cache-control"];
    if (file.startsWith("/_next/static/")) {
      staticAssets += 1;
      if (cache !== IMMUTABLE_CACHE) problems.push(`${file}: Cache-Control ${cache}`);
    } else if (/\.(html|txt)$/.test(file) && cache !== REVALIDATE_CACHE) {
      problems.push(`${file}: Cache-Control ${cache}`);
    }
  }
  expect(problems).toEqual([]);
  expect(staticAssets).toBeGreaterThan(0);
});

test("a page with an injected, unhashed inline script: the script is blocked, the page's own scripts run", async ({
  page,
}, testInfo) => {
  // A temporary copy of out/ (links to every entry) whose home page carries one extra inline script that the
  // build did not hash, served with the home page's policy: what an injection after the build looks like.
  const root = await mkdtemp(path.join(tmpdir(), "csp-fixture-"));
  try {
    for (const entry of await readdir(OUT)) {
      if (entry !== "index.html") await symlink(path.join(OUT, entry), path.join(root, entry));
    }
    const home = await readFile(path.join(OUT, "index.html"), "utf8");
    await writeFile(
      path.join(root, "index.html"),
      home.replace("</body>", "<script>window.__injectedRan = true;</script></body>"),
    );

    const port = Number(process.env.NGINX_FIXTURE_PORT ?? Number(new URL(testInfo.project.use.baseURL!).port) + 1);
    const server = startNginx({ port, outDir: root, tls: throwawayTls() });
    try {
      const watch = await watchPage(page);
      await expect(async () => {
        const response = await page.request.get(`${server.url}/`);
        expect(response.status()).toBe(200);
      }).toPass({ timeout: 10_000 });
      await page.goto(`${server.url}/`);
      await pageSettled(page);
      expect(
        await page.evaluate(() => (window as unknown as { __injectedRan?: boolean }).__injectedRan),
      ).toBeUndefined();
      const violations = await watch.violations();
      // Reported once per policy that blocks it (the header and the meta element): only that script.
      expect(violations.length).toBeGreaterThan(0);
      expect(violations.filter((v) => !/^script-src(-elem)? blocked inline on \/$/.test(v))).toEqual([]);
      // Next's own inline scripts ran: the app hydrated, so the Services menu button works.
      const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
      await services.click();
      await expect(services).toHaveAttribute("aria-expanded", "true");
    } finally {
      await server.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test("site search runs under the search page's policy: results, no violation, no console error", async ({ page }) => {
  const watch = await watchPage(page);
  const worker = page.waitForEvent("worker");
  await page.goto(`${pages.search.path}?q=seo`);
  // Pagefind compiles its WebAssembly core in its worker, whose own policy comes from its response.
  expect(new URL((await worker).url()).pathname).toBe("/pagefind/pagefind-worker.js");
  await expect(page.getByRole("status")).toHaveText(/results? for/);
  await expect(
    page
      .getByRole("list", { name: /^Results for/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleProblems).toEqual([]);
});
