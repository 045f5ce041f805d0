import type { Locale } from "./locales";
import * as controlsEn from "./controls";
import * as controlsTe from "./controls.te";
import * as controlsHi from "./controls.hi";
import { fieldWords, type FieldWords } from "./formFields";
import { fieldWords as fieldWordsTe } from "./formFields.te";
import { fieldWords as fieldWordsHi } from "./formFields.hi";
import * as servicesEn from "./services";
import * as servicesTe from "./services/index.te";
import * as servicesHi from "./services/index.hi";
import { searchPageCopy as searchEn, type SearchPageCopy } from "./searchPage";
import { searchPageCopy as searchTe } from "./searchPage.te";
import { searchPageCopy as searchHi } from "./searchPage.hi";

// Each language's copy of the modules the layout and the small shared controls read, picked by locale. Client
// components read this too, so it holds only those small modules (page records: ./localizedPages.ts).
// A translation is a sibling module (`x.te.ts`, `x.hi.ts`) with the English module's exports and types, so a
// missing string fails the build.

type ControlsCopy = Pick<
  typeof controlsEn,
  | "backgroundVideoLabels"
  | "newTabNote"
  | "chatLauncherLabel"
  | "searchCopy"
  | "recordWords"
  | "interactiveWords"
  | "englishPagesNote"
>;

const controls: Record<Locale, ControlsCopy> = { en: controlsEn, te: controlsTe, hi: controlsHi };

export const controlsFor = (locale: Locale): ControlsCopy => controls[locale];

const searchPages: Record<Locale, SearchPageCopy> = { en: searchEn, te: searchTe, hi: searchHi };
export const searchPageCopyFor = (locale: Locale): SearchPageCopy => searchPages[locale];

type ServiceCatalogue = Pick<typeof servicesEn, "serviceGroups" | "serviceSummaries">;
const catalogues: Record<Locale, ServiceCatalogue> = { en: servicesEn, te: servicesTe, hi: servicesHi };
/** The service catalogue's names (menus, footer, overview) in a language; ids and paths are the English ones. */
export const serviceCatalogueFor = (locale: Locale): ServiceCatalogue => catalogues[locale];

const fieldWordsByLocale: Record<Locale, FieldWords> = { en: fieldWords, te: fieldWordsTe, hi: fieldWordsHi };
/** The words around every form field (the optional mark, the spam trap's label), in a language. */
export const fieldWordsFor = (locale: Locale): FieldWords => fieldWordsByLocale[locale];
