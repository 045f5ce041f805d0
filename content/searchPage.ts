/** The search page's own words (the box's are in ./controls.ts). Functions take the visitor's query as text. */
export interface SearchPageCopy {
  heading: (q: string) => string;
  documentTitle: (q: string) => string;
  searching: string;
  noResults: (q: string) => string;
  results: (total: number, q: string, shown: number) => string;
  failed: string;
  hint: string;
  resultsLabel: (q: string) => string;
  showAll: (total: number) => string;
  noResultsIntro: string;
  failedIntro: string;
  noscript: string;
  browseServices: string;
  contactUs: string;
}

export const searchPageCopy: SearchPageCopy = {
  heading: (q) => (q ? `Search Results for: ${q}` : "Search this site"),
  documentTitle: (q) => `Search results for "${q}"`,
  searching: "Searching…",
  noResults: (q) => `No results for “${q}”.`,
  results: (total, q, shown) =>
    `${total} ${total === 1 ? "result" : "results"} for “${q}”${total > shown ? `, showing the best ${shown}` : ""}.`,
  failed: "Search could not load. Please try again.",
  hint: "Type a service, a question or a topic — for example branding, SEO, web hosting or careers — and press Search.",
  resultsLabel: (q) => `Results for ${q}`,
  showAll: (total) => `Show all ${total} results`,
  noResultsIntro: "Check the spelling or try a broader word. You can also:",
  failedIntro: "Meanwhile, you can:",
  noscript: "Search results need JavaScript. Without it, these pages list everything we do:",
  browseServices: "Browse all our services",
  contactUs: "Contact us — we will point you the right way",
};
