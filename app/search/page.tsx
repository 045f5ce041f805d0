import { Suspense } from "react";
import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { pageGraph } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/JsonLd";
import { SearchOutcome, SearchResults, SearchView } from "@/components/search/SearchResults";
import { SearchSuggestions } from "@/components/search/SearchSuggestions";
import styles from "@/components/search/SearchView.module.css";
// Every other page applies the shared section stylesheet, and Next preloads it whenever it prefetches one of
// them; without it here, Chrome warns on /search that a preloaded stylesheet went unused. Loading it here
// costs nothing after the first page (it is cached) and keeps the console clean.
import "@/components/ui/SectionHeading.module.css";

// Noindex (content/pages.ts). The title here is "Search"; once q is read, the page sets the spec's
// document title 'Search results for "{q}"'.
export const metadata = buildMetadata(pages.search);

/**
 * /search?q=…  The query is only known in the browser (static export), so it is read on the client
 * inside a Suspense boundary; the pre-rendered HTML is the fallback: heading, search box and hint (the
 * page's largest text, so painted at once), which work without JavaScript too (the form reloads this page
 * with the new q).
 */
export default function SearchPage() {
  return (
    <>
      <JsonLd data={pageGraph(pages.search.path, { type: "SearchResultsPage" })} />
      <Suspense
        fallback={
          <SearchView q="">
            <SearchOutcome state={{ status: "idle" }} />
            <noscript>
              <p className={styles.noscript}>
                Search results need JavaScript. Without it, these pages list everything we do:
              </p>
              <SearchSuggestions />
            </noscript>
          </SearchView>
        }
      >
        <SearchResults />
      </Suspense>
    </>
  );
}
