import compiled from "@/.content/searchPage.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { SearchPageCopy } from "./schemas/searchPage";

/** The search page's words in a language (content/search-page/), handed to its client parts as props. */
export const searchPageIn = onlyEntryIn<SearchPageCopy & { id: string }>(compiled);
