import { serviceSummaries, type ServiceId, type ServiceSummary } from "@/lib/content/serviceCatalogue";

/**
 * Look up a service by id (a typo in a record fails the type check; the throw guards data read at run time). Kept apart from lib/routes.ts
 * (which reads the insights files from disk) because the menus' client components need it.
 */
export function serviceById(id: ServiceId): ServiceSummary {
  const service = serviceSummaries.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id "${id}"`);
  return service;
}
