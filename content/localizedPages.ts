import type { Locale } from "./locales";
import { notFoundPage as notFoundEn, type NotFoundCopy } from "./notFound";
import { notFoundPage as notFoundTe } from "./notFound.te";
import { notFoundPage as notFoundHi } from "./notFound.hi";
import { pages, type PageId, type PageText } from "./pages";
import { pages as pageTextTe } from "./pages.te";
import { pages as pageTextHi } from "./pages.hi";

// The page records' words in each language (server side only: they never reach a browser bundle).

const pageTexts: Record<Locale, Record<PageId, PageText>> = { en: pages, te: pageTextTe, hi: pageTextHi };
const notFound: Record<Locale, NotFoundCopy> = { en: notFoundEn, te: notFoundTe, hi: notFoundHi };

/** A page record of content/pages.ts with its words in `locale` (path, id and dates from English). */
export function pageFor(id: PageId, locale: Locale) {
  return { ...pages[id], ...pageTexts[locale][id] };
}

export const notFoundFor = (locale: Locale): NotFoundCopy => notFound[locale];
