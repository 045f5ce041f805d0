import type { Metadata } from "next";
import { insightsPage } from "@/content/insights/page";
import { FEED_PATHS } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";

/** Metadata of a canonical route straight from its route record (title, description, keywords). */
export function routeMetadata(path: string): Metadata {
  const info = requireRouteInfo(path);
  return buildMetadata({ path, title: info.title, description: info.description ?? "", keywords: info.keywords });
}

/** routeMetadata() plus <link rel="alternate"> for the RSS and Atom feeds: every insights page announces them. */
export function insightsMetadata(path: string): Metadata {
  const metadata = routeMetadata(path);
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        "application/rss+xml": [{ url: FEED_PATHS.rss, title: `${insightsPage.feedTitle} (RSS)` }],
        "application/atom+xml": [{ url: FEED_PATHS.atom, title: `${insightsPage.feedTitle} (Atom)` }],
      },
    },
  };
}
