import { expect, test, type APIRequestContext } from "@playwright/test";
import { englishPath, localeInfo, localeOfPath } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { canonicalUrl } from "@/lib/metadata";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { jsonLdTypes, pngSize, readHead } from "./support/head";
import { unknownPath } from "./support/routes";

// Search and sharing: every route's <head> as served (read from the HTML, no JavaScript), the share
// images, sitemap.xml, robots.txt, the web manifest and the icons.

const routes = canonicalRoutes();
const suffix = ` | ${site.name}`;

/** The served path of an absolute URL on the site's origin (NEXT_PUBLIC_SITE_URL). */
function servedPath(url: string): string {
  expect(url.startsWith(`${site.url}/`), `${url} is an absolute URL on ${site.url}`).toBe(true);
  return url.slice(site.url.length);
}

async function getHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  return readHead(await response.text());
}

async function expectPng(request: APIRequestContext, path: string, size: { width: number; height: number }) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  expect(pngSize(await response.body()), path).toEqual(size);
}

test.describe("every route's head, as served", () => {
  test("every route's head has its title, description, robots, canonical, Open Graph, Twitter card and JSON-LD", async ({
    request,
  }) => {
    // One pass over every route; each failed check is reported with its route, and the test lists them all.
    for (const route of routes) {
      const check = (value: unknown, what = "") => expect.soft(value, `${route.path}: ${what}`);
      const head = await getHead(request, route.path);
      const meta = (key: string) => head.meta.get(key);

      check(head.titles, "titles").toHaveLength(1);
      check(head.titles[0], "title").toBe(`${route.title}${suffix}`);

      const description = meta("description") ?? "";
      check(description.length, `description "${description}"`).toBeGreaterThanOrEqual(50);
      check(description.length, `description "${description}"`).toBeLessThanOrEqual(160);

      check(meta("robots"), "robots").toBe(route.noindex ? "noindex, follow" : "index, follow");
      check(meta("keywords"), "keywords").toBe(route.keywords?.join(","));

      const canonical = head.links.filter((l) => l.rel === "canonical");
      check(canonical, "canonical links").toHaveLength(1);
      check(canonical[0]?.href, "canonical").toBe(canonicalUrl(route.path));
      check(canonical[0]?.href, "canonical").toMatch(/^https?:\/\//);

      check(meta("og:title"), "og:title").toBe(route.title);
      check(meta("og:description"), "og:description").toBe(description);
      check(meta("og:url"), "og:url").toBe(canonicalUrl(route.path));
      check(meta("og:type"), "og:type").toBe("website");
      check(meta("og:site_name"), "og:site_name").toBe(site.name);
      check(meta("og:locale"), "og:locale").toBe(localeInfo[localeOfPath(route.path)].ogLocale);
      check(meta("og:image:width"), "og:image:width").toBe("1200");
      check(meta("og:image:height"), "og:image:height").toBe("630");
      check(meta("og:image:alt"), "og:image:alt").toBeTruthy();
      check(meta("twitter:card"), "twitter:card").toBe("summary_large_image");
      check(meta("twitter:title"), "twitter:title").toBe(route.title);
      check(meta("twitter:description"), "twitter:description").toBe(description);
      check(meta("twitter:image"), "twitter:image").toBe(meta("og:image"));
      for (const [key, count] of head.metaCounts)
        if (!key.startsWith("og:image") && !key.startsWith("twitter:image")) check(count, key).toBe(1);

      const image = meta("og:image");
      check(image, "og:image").toBeTruthy();
      if (image) await expectPng(request, servedPath(image), { width: 1200, height: 630 });

      for (const text of head.jsonLd) check(() => JSON.parse(text), "JSON-LD parses").not.toThrow();
      // Crawlers read it anywhere; before the heading it is markup a slow phone parses before its first screen.
      check(head.jsonLdBeforeHeading, "JSON-LD before the page's heading").toBe(0);
    }
  });

  test("titles are unique across routes", async ({ request }) => {
    const titles: string[] = [];
    for (const route of routes) titles.push((await getHead(request, route.path)).titles[0]!);
    expect(new Set(titles).size).toBe(routes.length);
  });

  test("each route has its own share image; a Telugu or Hindi page shares its English page's", async ({ request }) => {
    const imageOf = new Map<string, string>();
    for (const route of routes) imageOf.set(route.path, (await getHead(request, route.path)).meta.get("og:image")!);
    const english = routes.filter((r) => localeOfPath(r.path) === "en");
    expect(new Set(english.map((r) => imageOf.get(r.path))).size).toBe(english.length);
    for (const route of routes.filter((r) => localeOfPath(r.path) !== "en"))
      expect.soft(imageOf.get(route.path), route.path).toBe(imageOf.get(englishPath(route.path)));
  });
});

test.describe("structured data", () => {
  test("home: WebSite with SearchAction, Organization, LocalBusiness, WebPage and BreadcrumbList", async ({
    request,
  }) => {
    const head = await getHead(request, "/");
    const docs = head.jsonLd.map((text) => JSON.parse(text));
    const types = docs.flatMap(jsonLdTypes);
    for (const type of ["WebSite", "Organization", "ProfessionalService", "WebPage", "BreadcrumbList"])
      expect(types).toContain(type);
    const nodes = docs.flatMap((d) => d["@graph"] ?? [d]);
    const websiteNode = nodes.find((n) => n["@type"] === "WebSite");
    expect(websiteNode.potentialAction.target.urlTemplate).toBe(`${site.url}/search?q={search_term_string}`);
    const business = nodes.find((n) => n["@type"] === "ProfessionalService");
    expect(business.address.addressLocality).toBe("Hyderabad");
    expect(business.address.streetAddress).toContain("Manikonda");
    expect(business.telephone).toBe(site.phone.e164);
  });

  test("every route carries a WebPage and a BreadcrumbList ending at the page", async ({ request }) => {
    const missing: string[] = [];
    for (const route of routes) {
      const docs = (await getHead(request, route.path)).jsonLd.map((text) => JSON.parse(text));
      const nodes = docs.flatMap((d) => d["@graph"] ?? [d]);
      const page = nodes.find((n) => /Page$/.test(String(n["@type"])) && n["@type"] !== "FAQPage");
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList");
      if (!page || page.url !== canonicalUrl(route.path)) missing.push(`${route.path}: WebPage`);
      if (!crumbs || crumbs.itemListElement.at(-1)?.item !== canonicalUrl(route.path))
        missing.push(`${route.path}: BreadcrumbList`);
    }
    expect(missing).toEqual([]);
  });
});

test.describe("unknown routes and alias addresses", () => {
  test("the 404 page says 'Page Not Found', is noindex and has no canonical", async ({ request }) => {
    const response = await request.get(unknownPath);
    expect(response.status()).toBe(404);
    const head = readHead(await response.text());
    expect(head.titles).toEqual(["Page Not Found"]);
    expect(head.meta.get("robots")).toBe("noindex");
    expect(head.metaCounts.get("robots")).toBe(1);
    expect(head.links.filter((l) => l.rel === "canonical")).toHaveLength(0);
  });

  test("alias addresses are redirects or noindex pages, never indexable duplicates", async ({ request }) => {
    for (const alias of aliasRoutes()) {
      const response = await request.get(alias.from, { maxRedirects: 0 });
      expect([200, 301, 302, 307, 308], alias.from).toContain(response.status());
      if (response.status() === 200) {
        const head = readHead(await response.text());
        expect(head.meta.get("robots"), alias.from).toContain("noindex");
      }
    }
  });
});

test.describe("crawler files", () => {
  test("sitemap.xml lists exactly the indexable canonical routes, absolute, each with lastmod", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: m[1]!.match(/<loc>(.*?)<\/loc>/)?.[1],
      lastmod: m[1]!.match(/<lastmod>(.*?)<\/lastmod>/)?.[1],
    }));
    const expected = routes.filter((r) => !r.noindex);
    expect(entries.map((e) => e.loc)).toEqual(expected.map((r) => canonicalUrl(r.path)));
    expect(entries.map((e) => e.lastmod)).toEqual(expected.map((r) => r.updated));
    const aliasUrls = aliasRoutes().map((a) => `${site.url}${a.from}`);
    for (const entry of entries) expect(aliasUrls).not.toContain(entry.loc);
  });

  test("every sitemap URL is the canonical URL its page declares", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const loc of [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!)) {
      const path = loc === site.url ? "/" : servedPath(loc);
      const head = await getHead(request, path);
      expect(head.links.find((l) => l.rel === "canonical")?.href).toBe(loc);
    }
  });

  test("robots.txt allows crawling and points at the absolute sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test("the web manifest is linked, served as a manifest, and its icons resolve at their stated sizes", async ({
    request,
  }) => {
    const head = await getHead(request, "/");
    const link = head.links.find((l) => l.rel === "manifest");
    expect(link?.href).toBeTruthy();
    const response = await request.get(link!.href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/application\/(manifest\+)?json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: site.name, start_url: "/", display: "standalone", theme_color: "#0b1020" });
    const pngIcons = manifest.icons.filter((i: { type: string }) => i.type === "image/png");
    expect(pngIcons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      if (icon.type === "image/png") {
        const [width, height] = icon.sizes.split("x").map(Number);
        await expectPng(request, icon.src, { width: width!, height: height! });
      } else {
        const iconResponse = await request.get(icon.src);
        expect(iconResponse.status(), icon.src).toBe(200);
        expect(iconResponse.headers()["content-type"], icon.src).toContain(icon.type);
      }
    }
  });

  test("icons: SVG favicon, favicon.ico and a 180×180 apple-touch-icon, linked from the head", async ({ request }) => {
    const head = await getHead(request, "/");
    const svgIcon = head.links.find((l) => l.rel === "icon" && l.type === "image/svg+xml");
    expect(svgIcon).toBeTruthy();
    const svg = await request.get(svgIcon!.href!);
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<svg");

    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));

    const apple = head.links.find((l) => l.rel === "apple-touch-icon");
    expect(apple?.sizes).toBe("180x180");
    await expectPng(request, apple!.href!, { width: 180, height: 180 });
  });
});
