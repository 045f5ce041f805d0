"use client";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { parseExcerpt } from "./excerpt";
import { loadPagefind, type PagefindResultData } from "./pagefind";
import { SearchForm } from "./SearchForm";
import { SearchSuggestions } from "./SearchSuggestions";
import styles from "./SearchView.module.css";

/** How many results are shown at most (the site has about two dozen pages). */
export const MAX_RESULTS = 10;

type Outcome =
  { status: "done"; q: string; results: PagefindResultData[]; total: number } | { status: "error"; q: string };
type State = { status: "idle" } | { status: "loading"; q: string } | Outcome;

/** The heading and document title of spec 2.4; q is only ever used as text. */
export function searchHeading(q: string): string {
  return q ? `Search Results for: ${q}` : "Search this site";
}
export function searchDocumentTitle(q: string): string {
  return `Search results for "${q}"`;
}

/** Reads q from the address (client only, so it sits inside a Suspense boundary) and lists the results. */
export function SearchResults() {
  const q = (useSearchParams().get("q") ?? "").trim();
  // The outcome of the last finished search; while it belongs to another q, the new one is loading.
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  // Next's metadata renders this route's <title> ("Search | …") and React may write it again after
  // hydration, so the query's title is re-applied whenever the head changes while q is shown.
  useEffect(() => {
    if (!q) return;
    const wanted = searchDocumentTitle(q);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [q]);

  useEffect(() => {
    if (!q) return;
    let current = true;
    (async () => {
      try {
        const pagefind = await loadPagefind();
        const search = await pagefind.search(q);
        const found = search?.results ?? [];
        const results = await Promise.all(found.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) setOutcome({ status: "done", q, results, total: found.length });
      } catch {
        if (current) setOutcome({ status: "error", q });
      }
    })();
    return () => {
      current = false;
    };
  }, [q]);

  const state: State = !q ? { status: "idle" } : outcome?.q === q ? outcome : { status: "loading", q };

  return (
    <SearchView q={q}>
      <SearchOutcome state={state} />
    </SearchView>
  );
}

/** Heading, the search box and whatever sits below it: the same frame before and after hydration. */
export function SearchView({ q, children }: { q: string; children?: React.ReactNode }) {
  return (
    <div className={`container ${styles.view}`}>
      <h1 className={styles.heading}>{searchHeading(q)}</h1>
      <SearchForm key={q} id="search-page-q" variant="page" defaultValue={q} />
      {children}
    </div>
  );
}

/** What sits below the search box; the page pre-renders the idle state, so its hint is in the first paint. */
export function SearchOutcome({ state }: { state: State }) {
  const status =
    state.status === "loading"
      ? "Searching…"
      : state.status === "done"
        ? state.total === 0
          ? `No results for “${state.q}”.`
          : `${state.total} ${state.total === 1 ? "result" : "results"} for “${state.q}”${state.total > MAX_RESULTS ? `, showing the best ${MAX_RESULTS}` : ""}.`
        : state.status === "error"
          ? "Search could not load. Please try again."
          : "";

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.status === "idle" && (
        // js-only: without JavaScript the page explains instead that results need it.
        <p className={`${styles.hint} js-only`}>
          Type a service, a question or a topic — for example branding, SEO, web hosting or careers — and press Search.
        </p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results} aria-label={`Results for ${state.q}`}>
          {state.results.map((result) => {
            const href = result.url;
            return (
              <li key={href} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link href={href}>{result.meta.title || href}</Link>
                </h2>
                <p className={styles.resultUrl}>{href}</p>
                <p className={styles.excerpt}>
                  {parseExcerpt(result.excerpt).map((part, i) =>
                    part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                  )}
                  …
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {state.status === "done" && state.results.length === 0 && (
        <SearchSuggestions intro="Check the spelling or try a broader word. You can also:" />
      )}
      {state.status === "error" && <SearchSuggestions intro="Meanwhile, you can:" />}
    </>
  );
}
