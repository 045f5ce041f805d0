import { z } from "zod";
import { fixedText, slug, text } from "../schema";

// The search page's own words (the box's are in content/controls/): content/search-page/. In braces, filled
// as the page runs: {q} is the visitor's query (only ever shown as text), {total} the number of results,
// {shown} how many are listed, {more} where `moreThanShown` goes when not every result is listed.
export const searchPageSchema = z
  .object({
    id: slug(),
    heading: fixedText("Search Results for: {q}", "the results' heading names the query"),
    /** The heading before anything is asked. */
    emptyHeading: text(),
    documentTitle: fixedText('Search results for "{q}"', "the results' page title names the query"),
    searching: text(),
    noResults: text(),
    /** One result, and more than one. */
    results: z.object({ one: text(), other: text() }).strict(),
    moreThanShown: text(),
    failed: text(),
    hint: text(),
    resultsLabel: text(),
    showAll: text(),
    noResultsIntro: text(),
    failedIntro: text(),
    noscript: text(),
    browseServices: text(),
    contactUs: text(),
  })
  .strict();

/** The search page's words in one language: plain strings, so the server hands them to the results' client part. */
export type SearchPageCopy = Omit<z.infer<typeof searchPageSchema>, "id">;
