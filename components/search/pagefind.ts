import { loadOnce } from "@/lib/loadOnce";

/**
 * Loads Pagefind's browser API from /pagefind/pagefind.js, written by the search-index post-build step.
 * The import is left to the browser (webpackIgnore/turbopackIgnore: the bundler neither bundles nor
 * rewrites it), so the search code and the index are fetched only when the search page runs a query —
 * no other page's bundle contains or requests any of it.
 */
const PAGEFIND_URL = "/pagefind/pagefind.js";

export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** title: the page's document title, written by the index step. */
  meta: { title?: string; [key: string]: string | undefined };
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Ranking: the page's title (its document title, captured at build time) weighs far more than a word in
 * the body, so the page about a topic comes before pages that only mention it. Shorter pages are not
 * favoured much (pageLength), so a short page with one passing mention does not beat the full service page.
 */
export const SEARCH_OPTIONS = {
  excerptLength: 26,
  ranking: { metaWeights: { title: 10 }, pageLength: 0.3, termFrequency: 0.8 },
} as const;

/** Pagefind's API, ready to search: downloaded and started once; a failed download is tried again next time. */
export const loadPagefind = loadOnce(async (): Promise<PagefindApi> => {
  const api = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL)) as PagefindApi;
  await api.options(SEARCH_OPTIONS);
  await api.init();
  return api;
});
