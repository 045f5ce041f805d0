import { pages, type PageId } from "@/content/pages";
import { serviceRecords } from "@/content/services/records";
import type { ServiceRecord } from "@/content/services/types";
import type { PageRecord, ServiceCategory } from "@/content/types";
import { proofRouteInfo } from "@/lib/proofRoutes";
import { canonicalRoutes, type RouteKind } from "@/lib/routes";

/**
 * What search and sharing need to know about one canonical route, read from the route's own record:
 * the share image, the sitemap and the breadcrumbs use it, so they never drift from the page.
 */
export interface RouteInfo {
  path: string;
  kind: RouteKind;
  /** The page's title as its record gives it (without the "| Deccan Digital" suffix). */
  title: string;
  /** The page's meta description, when its record has one. */
  description?: string;
  /** Meta keywords, when the record sets them. */
  keywords?: string[];
  /** ISO date of the last copy change (sitemap lastmod). */
  updated: string;
  /** Not for search engines (search results page): left out of the sitemap. */
  noindex: boolean;
  /** Page id (pages) or service id (services). */
  id: string;
  /** Services only: marketing, development or design. */
  category?: ServiceCategory;
  /** The list page this page belongs to (a case study → /case-studies): the middle breadcrumb. */
  parent?: string;
}

function pageInfo(id: PageId): RouteInfo {
  const page = pages[id];
  return {
    path: page.path,
    kind: "page",
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: "keywords" in page ? page.keywords : undefined,
    updated: page.updated,
    noindex: (page as PageRecord).noindex ?? false,
  };
}

/** A service page's facts, from its full record (content/services/records.ts). */
function serviceInfo(record: ServiceRecord): RouteInfo {
  return {
    path: record.path,
    kind: "service",
    id: record.id,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
    updated: record.updated,
    noindex: false,
    category: record.category,
  };
}

/** Search-and-sharing facts of every canonical route, in canonicalRoutes() order. */
export function allRouteInfo(): RouteInfo[] {
  const byPath = new Map<string, RouteInfo>();
  for (const id of Object.keys(pages) as PageId[]) byPath.set(pages[id].path, pageInfo(id));
  for (const record of serviceRecords) byPath.set(record.path, serviceInfo(record));
  for (const info of proofRouteInfo()) byPath.set(info.path, info);
  return canonicalRoutes().map(({ path }) => {
    const info = byPath.get(path);
    if (!info) throw new Error(`No record for canonical route ${path}`);
    return info;
  });
}

/** The record facts of one canonical route, or undefined for any other path (aliases, unknown paths). */
export function routeInfo(path: string): RouteInfo | undefined {
  return allRouteInfo().find((r) => r.path === path);
}

/** routeInfo() that throws on a path that is not a canonical route: for build-time callers. */
export function requireRouteInfo(path: string): RouteInfo {
  const info = routeInfo(path);
  if (!info) throw new Error(`"${path}" is not a canonical route (see lib/routes.ts)`);
  return info;
}
