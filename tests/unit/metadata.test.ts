import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { notFoundPage } from "@/content/notFound";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { brandColours, brandColourTokens, brandMarkSvg } from "@/lib/brand";
import { buildMetadata, canonicalUrl, notFoundMetadata } from "@/lib/metadata";
import { allRouteInfo, routeInfo } from "@/lib/routeInfo";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { shareImagePath, shareImageSlug } from "@/lib/shareImage";
import { sitemapEntries } from "@/lib/sitemap";

describe("buildMetadata", () => {
  const about = buildMetadata(pages.about);

  it("sets title, description, index-and-follow robots and the canonical path", () => {
    expect(about.title).toBe(pages.about.title);
    expect(about.description).toBe(pages.about.description);
    expect(about.robots).toEqual({ index: true, follow: true });
    expect(about.alternates?.canonical).toBe("/about");
  });

  it("sets Open Graph (title, description, url, type, site_name, en_IN, 1200×630 PNG) and a large Twitter card", () => {
    expect(about.openGraph).toMatchObject({
      title: pages.about.title,
      description: pages.about.description,
      url: "/about",
      type: "website",
      siteName: site.name,
      locale: "en_IN",
      images: [{ url: "/og/about.png", width: 1200, height: 630, type: "image/png" }],
    });
    expect(about.twitter).toMatchObject({
      card: "summary_large_image",
      title: pages.about.title,
      description: pages.about.description,
      site: "@deccandigital_ex",
      images: [{ url: "/og/about.png" }],
    });
  });

  it("passes keywords through and marks noindex pages", () => {
    expect(buildMetadata(pages.home).keywords).toEqual(pages.home.keywords);
    expect(buildMetadata(pages.search).robots).toEqual({ index: false, follow: true });
  });

  it("gives the home page the same 'title | agency' pattern the layout template gives child pages", () => {
    expect(buildMetadata(pages.home).title).toEqual({ absolute: `${pages.home.title} | ${site.name}` });
  });

  it("keeps the trailing slash of /web-hosting-services/ in canonical and og:url", () => {
    const hosting = buildMetadata({
      path: "/web-hosting-services/",
      title: "Web Hosting",
      description: "x".repeat(60),
    });
    expect(hosting.alternates?.canonical).toBe("/web-hosting-services/");
    expect(canonicalUrl("/web-hosting-services/")).toBe(`${site.url}/web-hosting-services/`);
  });

  it("takes an explicit share image and type", () => {
    const meta = buildMetadata({ ...pages.about, ogImage: "/og/custom.png", ogType: "profile" });
    expect(meta.openGraph).toMatchObject({ type: "profile", images: [{ url: "/og/custom.png" }] });
  });

  it("gives an alias page (not a canonical route) the home share image rather than a missing file", () => {
    const alias = aliasRoutes()[0]!;
    const meta = buildMetadata({ path: alias.from, title: "Branding", description: "x".repeat(60), noindex: true });
    expect(meta.openGraph).toMatchObject({ images: [{ url: "/og/home.png" }] });
  });

  it("404: the spec's exact title and a description; no canonical, robots left to Next's own noindex", () => {
    const meta = notFoundMetadata();
    expect(meta.title).toEqual({ absolute: "Page Not Found" });
    expect(meta.description).toBe(notFoundPage.description);
    expect(meta.robots).toBeUndefined();
    expect(meta.alternates).toBeUndefined();
  });
});

describe("page records", () => {
  it("every page description is 50–160 characters and every title is unique", () => {
    for (const page of Object.values(pages)) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
    const titles = allRouteInfo().map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
  it("the 404 description is 50–160 characters", () => {
    expect(notFoundPage.description.length).toBeGreaterThanOrEqual(50);
    expect(notFoundPage.description.length).toBeLessThanOrEqual(160);
  });
});

describe("route records", () => {
  it("cover every canonical route, in order, and nothing else", () => {
    expect(allRouteInfo().map((r) => r.path)).toEqual(canonicalRoutes().map((r) => r.path));
    expect(routeInfo("/services/branding")).toBeUndefined();
    expect(routeInfo("/logo-design")).toMatchObject({ kind: "service", category: "design" });
  });
});

describe("share images", () => {
  it("one distinct slug per canonical route", () => {
    const slugs = canonicalRoutes().map((r) => shareImageSlug(r.path));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(shareImageSlug("/")).toBe("home");
    expect(shareImageSlug("/web-hosting-services/")).toBe("web-hosting-services");
    expect(shareImageSlug("/services/marketing/branding")).toBe("services-marketing-branding");
    expect(shareImagePath("/services/marketing/branding")).toBe("/og/services-marketing-branding.png");
  });
});

describe("sitemap", () => {
  const entries = sitemapEntries();
  it("lists every indexable canonical route as an absolute URL — no aliases, no search page", () => {
    const expected = allRouteInfo()
      .filter((r) => !r.noindex)
      .map((r) => canonicalUrl(r.path));
    expect(entries.map((e) => e.url)).toEqual(expected);
    expect(entries.map((e) => e.url)).not.toContain(`${site.url}/search`);
    for (const alias of aliasRoutes()) expect(entries.map((e) => e.url)).not.toContain(`${site.url}${alias.from}`);
    for (const entry of entries) expect(entry.url.startsWith(site.url)).toBe(true);
  });
  it("takes lastModified from the records' updated dates, not the clock", () => {
    expect(entries.find((e) => e.url === canonicalUrl("/about"))?.lastModified).toBe(pages.about.updated);
    for (const entry of entries) expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("brand colours", () => {
  it("mirror the design tokens in app/tokens.css", () => {
    const tokens = readFileSync("app/tokens.css", "utf8");
    for (const [key, token] of Object.entries(brandColourTokens)) {
      const match = tokens.match(new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})`));
      expect(match?.[1]?.toLowerCase(), token).toBe(brandColours[key as keyof typeof brandColours]);
    }
  });
  it("the committed SVG favicon is the current brand mark (run scripts/generate-icons.ts after changing it)", () => {
    expect(readFileSync("app/icon.svg", "utf8").trim()).toBe(brandMarkSvg());
  });
});
