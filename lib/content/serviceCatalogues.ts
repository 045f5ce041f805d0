import type { Locale } from "@/lib/locales";
import type { NavGroup, ServiceCategory } from "./types";
import { navigationIn } from "./navigation";
import { serviceRecordsIn } from "./services";
import type { ServiceRecord } from "./serviceTypes";

// The service catalogue in a language, read on the server: the menus, the footer, the overview and the case
// studies' filters group and name the services with it (each service's labels come from its page's file, the
// groups' headings from the navigation record).

const categories: ServiceCategory[] = ["marketing", "development", "design"];

interface ServiceCatalogue {
  serviceGroups: NavGroup[];
  serviceSummaries: ServiceRecord[];
}

/** The service catalogue's groups and services (menus, footer, overview) in a language, in menu order. */
export function serviceCatalogueFor(locale: Locale): ServiceCatalogue {
  const headings = navigationIn(locale).serviceGroups;
  return {
    serviceGroups: categories.map((category) => ({ category, heading: headings[category] })),
    serviceSummaries: serviceRecordsIn(locale),
  };
}
