import { serviceAliases } from "@/content/aliases";
import { pages } from "@/content/pages";
import { serviceSummaries, type ServiceSummary } from "@/content/services";

/** Look up a service by id; throws at build time on a typo in a record. */
export function serviceById(id: string): ServiceSummary {
  const service = serviceSummaries.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id "${id}"`);
  return service;
}

export interface RouteEntry {
  path: string;
  kind: "page" | "service";
}

/** Every canonical route of the site, derived from the records. Tests walk this list. */
export function canonicalRoutes(): RouteEntry[] {
  return [
    ...Object.values(pages).map((p) => ({ path: p.path, kind: "page" as const })),
    ...serviceSummaries.map((s) => ({ path: s.path, kind: "service" as const })),
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
