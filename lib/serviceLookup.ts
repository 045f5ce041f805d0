import { serviceSummaries, type ServiceSummary } from "@/content/services";

/**
 * Look up a service by id; throws at build time on a typo in a record. Kept apart from lib/routes.ts
 * (which reads the insights files from disk) because the menus' client components need it.
 */
export function serviceById(id: string): ServiceSummary {
  const service = serviceSummaries.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service id "${id}"`);
  return service;
}
