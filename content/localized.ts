import type { Locale } from "./locales";
import * as navigationEn from "./navigation";
import * as navigationTe from "./navigation.te";
import * as navigationHi from "./navigation.hi";
import * as servicesEn from "./services";
import * as servicesTe from "./services/index.te";
import * as servicesHi from "./services/index.hi";
import { whatsappMessages as whatsappEn, type WhatsappMessages } from "./whatsapp";
import { whatsappMessages as whatsappTe } from "./whatsapp.te";
import { whatsappMessages as whatsappHi } from "./whatsapp.hi";

// Each language's copy of the modules the layout reads, picked by locale. Client components read this too, so
// it holds only those small modules (page records: lib/content/pages.ts).
// A translation is a sibling module (`x.te.ts`, `x.hi.ts`) with the English module's exports and types, so a
// missing string fails the build.

type NavigationCopy = Pick<typeof navigationEn, "mainNav" | "footerQuickLinks" | "layoutCopy">;

const navigation: Record<Locale, NavigationCopy> = { en: navigationEn, te: navigationTe, hi: navigationHi };

export const navigationFor = (locale: Locale): NavigationCopy => navigation[locale];
export const layoutCopyFor = (locale: Locale) => navigation[locale].layoutCopy;

type ServiceCatalogue = Pick<typeof servicesEn, "serviceGroups" | "serviceSummaries">;
const catalogues: Record<Locale, ServiceCatalogue> = { en: servicesEn, te: servicesTe, hi: servicesHi };
/** The service catalogue's names (menus, footer, overview) in a language; ids and paths are the English ones. */
export const serviceCatalogueFor = (locale: Locale): ServiceCatalogue => catalogues[locale];

const whatsappByLocale: Record<Locale, WhatsappMessages> = { en: whatsappEn, te: whatsappTe, hi: whatsappHi };
/** The messages WhatsApp's click-to-chat is prefilled with, in a language. */
export const whatsappMessagesFor = (locale: Locale): WhatsappMessages => whatsappByLocale[locale];
