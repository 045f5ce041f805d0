/**
 * The search page's own words (the box's are in ./controls.ts). Templates, filled with lib/template.ts's fill:
 * {q} is the visitor's query (only ever used as text), {total} the number of results, {shown} how many are
 * listed. Plain strings, so the server hands the page's language to the search's client part.
 */
export interface SearchPageCopy {
  heading: string;
  /** The heading before anything is asked. */
  emptyHeading: string;
  documentTitle: string;
  searching: string;
  noResults: string;
  /** One result and more (the {more} slot takes `moreThanShown` when not every result is listed). */
  results: { one: string; other: string };
  moreThanShown: string;
  failed: string;
  hint: string;
  resultsLabel: string;
  showAll: string;
  noResultsIntro: string;
  failedIntro: string;
  noscript: string;
  browseServices: string;
  contactUs: string;
}

export const searchPageCopy: SearchPageCopy = {
  heading: "Search Results for: {q}",
  emptyHeading: "Search this site",
  documentTitle: 'Search results for "{q}"',
  searching: "Searching…",
  noResults: "No results for “{q}”.",
  results: { one: "{total} result for “{q}”{more}.", other: "{total} results for “{q}”{more}." },
  moreThanShown: ", showing the best {shown}",
  failed: "Search could not load. Please try again.",
  hint: "Type a service, a question or a topic — for example branding, SEO, web hosting or careers — and press Search.",
  resultsLabel: "Results for {q}",
  showAll: "Show all {total} results",
  noResultsIntro: "Check the spelling or try a broader word. You can also:",
  failedIntro: "Meanwhile, you can:",
  noscript: "Search results need JavaScript. Without it, these pages list everything we do:",
  browseServices: "Browse all our services",
  contactUs: "Contact us — we will point you the right way",
};
