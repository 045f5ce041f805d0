import type { Locale } from "./locales";
import { pages, type PageId, type PageText } from "./pages";
import { pages as pageTextTe } from "./pages.te";
import { pages as pageTextHi } from "./pages.hi";
import { clients as clientsEn, type ClientRecord } from "./clients";
import { clients as clientsTe } from "./clients.te";
import { clients as clientsHi } from "./clients.hi";

// The page records' words in each language (server side only: they never reach a browser bundle).

const pageTexts: Record<Locale, Record<PageId, PageText>> = { en: pages, te: pageTextTe, hi: pageTextHi };

/** A page record of content/pages.ts with its words in `locale` (path, id and dates from English). */
export function pageFor(id: PageId, locale: Locale) {
  return { ...pages[id], ...pageTexts[locale][id] };
}

const clientsByLocale: Record<Locale, Record<string, ClientRecord>> = { en: clientsEn, te: clientsTe, hi: clientsHi };
/** The clients' records with what each runs and where in `locale`. */
export const clientsFor = (locale: Locale): Record<string, ClientRecord> => clientsByLocale[locale];
