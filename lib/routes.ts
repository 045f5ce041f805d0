import { serviceAliases } from "@/content/aliases";
import { pages } from "@/content/pages";
import { serviceSummaries } from "@/content/services";
import { proofRouteInfo } from "@/lib/proofRoutes";
import { serviceById } from "@/lib/serviceLookup";

export { serviceById };

/** page: a record of content/pages.ts; collection: a list (case studies, insights, their filters and pages). */
export type RouteKind = "page" | "service" | "collection" | "caseStudy" | "post";

export interface RouteEntry {
  path: string;
  kind: RouteKind;
}

/** Every canonical route of the site, derived from the records. Tests walk this list. */
export function canonicalRoutes(): RouteEntry[] {
  return [
    ...Object.values(pages).map((p) => ({ path: p.path, kind: "page" as const })),
    ...serviceSummaries.map((s) => ({ path: s.path, kind: "service" as const })),
    ...proofRouteInfo().map(({ path, kind }) => ({ path, kind })),
  ];
}

/**
 * Second addresses that render the same page as a canonical route (not redirects): the page is served
 * there too, with its canonical link pointing at `canonical`. Not listed in canonicalRoutes().
 */
export function duplicateRoutes(): { path: string; canonical: string }[] {
  return serviceSummaries.flatMap((s) => (s.alsoServedAt ?? []).map((path) => ({ path, canonical: s.path })));
}

/** Every alias address with its canonical target path. */
export function aliasRoutes(): { from: string; to: string }[] {
  return serviceAliases.map((a) => ({ from: a.from, to: serviceById(a.toServiceId).path }));
}
