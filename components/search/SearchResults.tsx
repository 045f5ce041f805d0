"use client";
import Link from "@/components/i18n/Link";
import { useSearchParams } from "next/navigation";
import type { SearchPageCopy } from "@/lib/content/schemas/searchPage";
import { fill } from "@/lib/template";
import { useEffect, useRef, useState } from "react";
import { parseExcerpt } from "./excerpt";
import { loadPagefind, type PagefindResult, type PagefindResultData } from "./pagefind";
import { SEARCH_PAGE_BOX_ID } from "./searchBoxId";
import { SearchSuggestions } from "./SearchSuggestions";
import styles from "./SearchView.module.css";

/** How many results are shown first; "Show all" lists the rest. */
export const MAX_RESULTS = 10;

type Outcome =
  | { status: "done"; q: string; results: PagefindResultData[]; total: number; found?: PagefindResult[] }
  | { status: "error"; q: string };
type State = { status: "idle" } | { status: "loading"; q: string } | Outcome;

/** The q of the address, read on the client (so inside a Suspense boundary: the page is pre-rendered without it). */
function useQuery(): string {
  return (useSearchParams().get("q") ?? "").trim();
}

/** The search page's words in the page's language, handed over by the server (components/search/SearchPageView.tsx). */
type CopyProp = { copy: SearchPageCopy };

/** "3 results for “seo”, showing the best 2." in the page's language. */
function resultsLine(copy: SearchPageCopy, total: number, q: string, shown: number): string {
  const more = total > shown ? fill(copy.moreThanShown, { shown }) : "";
  return fill(total === 1 ? copy.results.one : copy.results.other, { total, q, more });
}

/** The page's h1 for q (q is only ever used as text). */
export function SearchHeading({ q, copy }: { q: string } & CopyProp) {
  return <h1 className={styles.heading}>{q ? fill(copy.heading, { q }) : copy.emptyHeading}</h1>;
}

/** The h1 once the address is read. */
export function QuerySearchHeading({ copy }: CopyProp) {
  return <SearchHeading q={useQuery()} copy={copy} />;
}

/**
 * Reads q from the address, shows it in the search box (the server-rendered form, which is never replaced, so
 * whatever the visitor typed before the scripts ran stays), and lists the results below the box.
 */
export function SearchResults({ copy }: CopyProp) {
  const q = useQuery();
  // The outcome of the last finished search; while it belongs to another q, the new one is loading.
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  // Next's metadata renders this route's <title> ("Search | …") and React may write it again after
  // hydration, so the query's title is re-applied whenever the head changes while q is shown.
  const wanted = q ? fill(copy.documentTitle, { q }) : "";
  useEffect(() => {
    if (!wanted) return;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!q) return;
    let current = true;
    (async () => {
      try {
        const pagefind = await loadPagefind();
        const search = await pagefind.search(q);
        const found = search?.results ?? [];
        const results = await Promise.all(found.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (current) setOutcome({ status: "done", q, results, total: found.length, found });
      } catch {
        if (current) setOutcome({ status: "error", q });
      }
    })();
    return () => {
      current = false;
    };
  }, [q]);

  // The box shows the address's q: at once on load unless the visitor has already typed, and again whenever the
  // address changes (a result list reached by a link).
  const boxFilled = useRef(false);
  useEffect(() => {
    const box = document.getElementById(SEARCH_PAGE_BOX_ID) as HTMLInputElement | null;
    if (box && (boxFilled.current || !box.value)) box.value = q;
    boxFilled.current = true;
  }, [q]);

  const state: State = !q ? { status: "idle" } : outcome?.q === q ? outcome : { status: "loading", q };
  const showAll = async () => {
    if (outcome?.status !== "done" || !outcome.found) return;
    const { found } = outcome;
    try {
      const results = await Promise.all(found.map((r) => r.data()));
      setOutcome((current) => (current === outcome ? { ...outcome, results } : current));
    } catch {
      /* offline: the first results stay, and the button can be pressed again */
    }
  };
  return <SearchOutcome state={state} onShowAll={showAll} copy={copy} />;
}

/** Pagefind's excerpt is a window of words: one that starts mid-sentence gets a leading ellipsis. */
function startsMidSentence(excerpt: string): boolean {
  const first = excerpt
    .replace(/<[^>]+>/g, "")
    .trimStart()
    .charAt(0);
  return first !== "" && first === first.toLowerCase() && first !== first.toUpperCase();
}

/** What sits below the search box; the page pre-renders the idle state, so its hint is in the first paint. */
export function SearchOutcome({ state, onShowAll, copy }: { state: State; onShowAll?: () => void } & CopyProp) {
  const status =
    state.status === "loading"
      ? copy.searching
      : state.status === "done"
        ? state.total === 0
          ? fill(copy.noResults, { q: state.q })
          : resultsLine(copy, state.total, state.q, state.results.length)
        : state.status === "error"
          ? copy.failed
          : "";

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.status === "idle" && (
        // Hidden without JavaScript (SearchView.module.css): the page explains instead that results need it.
        <p className={styles.hint}>{copy.hint}</p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results} aria-label={fill(copy.resultsLabel, { q: state.q })}>
          {state.results.map((result) => {
            const href = result.url;
            return (
              <li key={href} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link href={href}>{result.meta.title || href}</Link>
                </h2>
                <p className={styles.resultUrl}>{href}</p>
                <p className={styles.excerpt}>
                  {startsMidSentence(result.excerpt) ? "…" : null}
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
      {state.status === "done" && state.total > state.results.length && onShowAll && (
        <p className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={onShowAll}>
            {fill(copy.showAll, { total: state.total })}
          </button>
        </p>
      )}
      {state.status === "done" && state.results.length === 0 && (
        <SearchSuggestions intro={copy.noResultsIntro} copy={copy} />
      )}
      {state.status === "error" && <SearchSuggestions intro={copy.failedIntro} copy={copy} />}
    </>
  );
}
