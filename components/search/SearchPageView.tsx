import { Suspense } from "react";
import { SearchForm } from "./SearchForm";
import { SEARCH_PAGE_BOX_ID } from "./searchBoxId";
import { QuerySearchHeading, SearchHeading, SearchOutcome, SearchResults } from "./SearchResults";
import { SearchSuggestions } from "./SearchSuggestions";
import { searchPageIn } from "@/lib/content/searchPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import styles from "./SearchView.module.css";

/**
 * The search page: heading, search box, and what sits below it. The query is only known in the browser (static
 * export), so the heading and the results read it on the client inside Suspense boundaries; the pre-rendered
 * HTML is their fallback (the idle heading and hint, the page's largest text, so painted at once). The box is
 * plain server markup outside those boundaries: it works without JavaScript (the form reloads this page with the
 * new q) and is never swapped out, so typing before the scripts run loses nothing.
 */
export function SearchPageView() {
  const copy = searchPageIn(pageLocale());
  return (
    // The reading column sits inside the container, so its width never depends on which stylesheet loads last.
    <div className="container">
      <div className={styles.view}>
        <Suspense fallback={<SearchHeading q="" copy={copy} />}>
          <QuerySearchHeading copy={copy} />
        </Suspense>
        <SearchForm id={SEARCH_PAGE_BOX_ID} variant="page" />
        <Suspense
          fallback={
            <>
              <SearchOutcome state={{ status: "idle" }} copy={copy} />
              <noscript>
                <p className={styles.noscript}>{copy.noscript}</p>
                <SearchSuggestions copy={copy} />
              </noscript>
            </>
          }
        >
          <SearchResults copy={copy} />
        </Suspense>
      </div>
    </div>
  );
}
