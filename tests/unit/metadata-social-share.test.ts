import { describe, expect, it } from "vitest";
import { pages } from "@/lib/content/pages";
import { site } from "@/lib/content/site";
import { buildMetadata } from "@/lib/metadata";
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { shareImagePath, shareImageSlug } from "@/lib/shareImage";

// Social-share tags (Open Graph, Twitter) and the share image each page points at. The images themselves are
// drawn by the post-build step (tests/unit/share-image.test.ts).

describe("buildMetadata: Open Graph and Twitter", () => {
  it("sets Open Graph (title, description, url, type, site_name, en_IN, 1200×630 PNG) and a large Twitter card", () => {
    const about = buildMetadata(pages.about);
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

  it("takes an explicit share image and type", () => {
    const meta = buildMetadata({ ...pages.about, ogImage: "/og/custom.png", ogType: "profile" });
    expect(meta.openGraph).toMatchObject({ type: "profile", images: [{ url: "/og/custom.png" }] });
  });

  it("gives an alias page (not a canonical route) the home share image rather than a missing file", () => {
    const alias = aliasRoutes()[0]!;
    const meta = buildMetadata({ path: alias.from, title: "Branding", description: "x".repeat(60), noindex: true });
    expect(meta.openGraph).toMatchObject({ images: [{ url: "/og/home.png" }] });
  });
});

describe("share image addresses", () => {
  it("one distinct slug per canonical route", () => {
    const slugs = canonicalRoutes().map((r) => shareImageSlug(r.path));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(shareImageSlug("/")).toBe("home");
    expect(shareImageSlug("/web-hosting-services/")).toBe("web-hosting-services");
    expect(shareImageSlug("/services/marketing/branding")).toBe("services-marketing-branding");
    expect(shareImagePath("/services/marketing/branding")).toBe("/og/services-marketing-branding.png");
  });
});
