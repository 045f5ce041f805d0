import { describe, expect, it } from "vitest";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { buildMetadata } from "@/lib/metadata";
import { canonicalRoutes } from "@/lib/routes";
import { notFoundIn } from "@/lib/content/notFound";

const notFoundPage = notFoundIn("en");

// Titles, descriptions and keywords: what buildMetadata writes and the limits the page records keep.

describe("buildMetadata: title, description and keywords", () => {
  it("sets the record's title and description and passes its keywords through", () => {
    const about = buildMetadata(pages.about);
    expect(about.title).toBe(pages.about.title);
    expect(about.description).toBe(pages.about.description);
    expect(buildMetadata(pages.home).keywords).toEqual(pages.home.keywords);
  });

  it("gives the home page the same 'title | agency' pattern the layout template gives child pages", () => {
    expect(buildMetadata(pages.home).title).toEqual({ absolute: `${pages.home.title} | ${site.name}` });
  });

  it("404: the exact title given and a description", () => {
    const meta = buildMetadata(notFoundPage);
    expect(meta.title).toEqual({ absolute: "Page Not Found" });
    expect(meta.description).toBe(notFoundPage.description);
  });
});

describe("page records", () => {
  it("every page description is 50–160 characters and every title is unique", () => {
    for (const page of Object.values(pages)) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
    // Service pages, case studies and posts too: their descriptions are built from records (figures included).
    for (const route of canonicalRoutes().filter((r) => r.description !== undefined)) {
      expect(route.description!.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description!.length, route.path).toBeLessThanOrEqual(160);
    }
    const titles = canonicalRoutes().map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
  it("the 404 description is 50–160 characters", () => {
    expect(notFoundPage.description.length).toBeGreaterThanOrEqual(50);
    expect(notFoundPage.description.length).toBeLessThanOrEqual(160);
  });
});
