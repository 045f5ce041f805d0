import services from "@/.content/services.summary.all.json" with { type: "json" };
import navigation from "@/.content/navigation.summary.all.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import type { NavGroup, ServiceCategory } from "@/lib/content/types";
import { groupsHeaded, summariesIn, type CatalogueWords, type ServiceSummary } from "./serviceCatalogue";

// The service catalogue's words in every language, picked by locale: the menus, the footer and the overview
// read it on the server (each service's labels come from its page's file, the groups' headings from the
// navigation record). A client component that needs one language imports that language's summary alone.

interface ServiceCatalogue {
  serviceGroups: NavGroup[];
  serviceSummaries: ServiceSummary[];
}

type Headings = { serviceGroups: Record<ServiceCategory, string> };
const headingsIn = (locale: Locale): Headings["serviceGroups"] => {
  const { en, ...others } = navigation as unknown as { en: Headings[] } & Record<string, Record<string, Headings>>;
  return locale === "en" ? en[0]!.serviceGroups : others[locale]!.navigation!.serviceGroups;
};

const catalogueIn = (locale: Locale): ServiceCatalogue => ({
  serviceGroups: groupsHeaded(headingsIn(locale)),
  serviceSummaries:
    locale === "en"
      ? (services.en as ServiceSummary[])
      : summariesIn((services as unknown as Record<string, CatalogueWords>)[locale]!),
});

const catalogues = new Map<Locale, ServiceCatalogue>();

/** The service catalogue's names (menus, footer, overview) in a language; ids and paths are the English ones. */
export function serviceCatalogueFor(locale: Locale): ServiceCatalogue {
  if (!catalogues.has(locale)) catalogues.set(locale, catalogueIn(locale));
  return catalogues.get(locale)!;
}
