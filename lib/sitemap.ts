import type { MetadataRoute } from "next";
import { canonicalUrl, languageAlternates } from "@/lib/metadata";
import { canonicalRoutes } from "@/lib/routes";

/**
 * One sitemap entry per indexable canonical route (lib/routes.ts): no alias addresses and no 404 (a sitemap
 * lists only pages meant for the index). lastmod is the record's
 * `updated` date, so rebuilding never claims an unchanged page changed.
 */
export function sitemapEntries(): MetadataRoute.Sitemap {
  return canonicalRoutes()
    .filter((route) => !route.noindex)
    .map((route) => ({
      url: canonicalUrl(route.path),
      ...alternatesOf(route.path),
      lastModified: route.updated,
      changeFrequency: route.path === "/" ? "weekly" : "monthly",
      priority:
        route.path === "/"
          ? 1
          : route.kind === "service"
            ? 0.8
            : route.kind === "caseStudy" || route.kind === "post"
              ? 0.7
              : 0.6,
    }));
}

/** The page in every language that has it, as absolute URLs (xhtml:link hreflang in the sitemap). */
function alternatesOf(path: string): { alternates?: { languages: Record<string, string> } } {
  const { languages } = languageAlternates(path);
  if (!languages) return {};
  return {
    alternates: {
      languages: Object.fromEntries(Object.entries(languages).map(([lang, href]) => [lang, canonicalUrl(href)])),
    },
  };
}
