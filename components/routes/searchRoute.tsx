import type { Locale } from "@/lib/locales";
import { pageGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import { SearchPageView } from "@/components/search/SearchPageView";
import { pageMetadata, pagePathIn } from "./pagePath";

// The search page in every language. Indexed and followed like every page; once q is read, the page sets the
// document title 'Search results for "{q}"' (in English a string given verbatim: docs/decisions.md).

const pathIn = (locale: Locale) => pagePathIn("search", locale);

export const searchMetadata = (locale: Locale) => pageMetadata("search", locale);

/** /search?q=…  (components/search/SearchPageView.tsx says how it reads q and keeps what was typed). */
export function SearchRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  return (
    <>
      <SearchPageView />
      <JsonLd data={pageGraph(pathIn(locale), { type: "SearchResultsPage" })} />
    </>
  );
}
