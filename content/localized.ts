import type { Locale } from "./locales";
import * as servicesEn from "./services";
import * as servicesTe from "./services/index.te";
import * as servicesHi from "./services/index.hi";

// The service catalogue's words in each language, picked by locale: the menus, the footer and the overview read
// it, client components too, so it holds only the catalogue (each service's labels come from its page's file,
// content/services/<id>.<language>.yml; the menus' group headings are written in the sibling modules).

type ServiceCatalogue = Pick<typeof servicesEn, "serviceGroups" | "serviceSummaries">;
const catalogues: Record<Locale, ServiceCatalogue> = { en: servicesEn, te: servicesTe, hi: servicesHi };
/** The service catalogue's names (menus, footer, overview) in a language; ids and paths are the English ones. */
export const serviceCatalogueFor = (locale: Locale): ServiceCatalogue => catalogues[locale];
