// What every canonical route carries, shared by the route list and the collections' routes.
import type { ServiceCategory } from "@/lib/content/types";

/** page: a record of content/pages/; collection: a list (case studies, insights, their filters and pages). */
export type RouteKind = "page" | "service" | "collection" | "caseStudy" | "post";

/**
 * One canonical route and what search and sharing need to know about it, read from the route's own record:
 * the share image, the sitemap and the breadcrumbs use it, so they never drift from the page.
 */
export interface RouteInfo {
  path: string;
  kind: RouteKind;
  /** The page's title as its record gives it (without the "| Deccan Digital" suffix). */
  title: string;
  /** The page's meta description. */
  description: string;
  /** Meta keywords, when the record sets them. */
  keywords?: string[];
  /** ISO date of the last copy change (sitemap lastmod). */
  updated: string;
  /** Not for search engines (search results page): left out of the sitemap. */
  noindex: boolean;
  /** Page id (pages), service id (services), slug or list id (case studies and insights). */
  id: string;
  /** Services only: marketing, development or design. */
  category?: ServiceCategory;
  /** The list page this page belongs to (a case study → /case-studies): the middle breadcrumb. */
  parent?: string;
}
