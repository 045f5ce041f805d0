import { describe, expect, it } from "vitest";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { buildMetadata, canonicalUrl } from "@/lib/metadata";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { sitemapEntries } from "@/lib/sitemap";
import { notFoundIn } from "@/lib/content/notFound";

const notFoundPage = notFoundIn("en");

// What crawlers are told to index: each page's robots value and the sitemap.

describe("buildMetadata: robots", () => {
  it("index-and-follow on every page (the search page too), noindex where asked, the 404 left to Next's own noindex", () => {
    for (const page of Object.values(pages)) expect(buildMetadata(page).robots).toEqual({ index: true, follow: true });
    expect(buildMetadata({ ...pages.about, noindex: true }).robots).toEqual({ index: false, follow: true });
    expect(buildMetadata(notFoundPage).robots).toBeUndefined();
  });
});

describe("sitemap", () => {
  const entries = sitemapEntries();
  it("lists every indexable canonical route as an absolute URL — no aliases", () => {
    const expected = canonicalRoutes()
      .filter((r) => !r.noindex)
      .map((r) => canonicalUrl(r.path));
    expect(entries.map((e) => e.url)).toEqual(expected);
    for (const alias of aliasRoutes()) expect(entries.map((e) => e.url)).not.toContain(`${site.url}${alias.from}`);
    for (const entry of entries) expect(entry.url.startsWith(site.url)).toBe(true);
  });
  it("takes lastModified from the records' updated dates, not the clock", () => {
    expect(entries.find((e) => e.url === canonicalUrl("/about"))?.lastModified).toBe(pages.about.updated);
    for (const entry of entries) expect(entry.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
