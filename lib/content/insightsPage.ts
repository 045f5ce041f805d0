import compiled from "@/.content/insightsPage.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { onlyEntryIn } from "./inLanguage";
import type { InsightsPageEntry } from "./schemas/insightsPage";

// The insights blog's copy and its topics (content/insights-page/). The guides themselves are English.

export type InsightsPageCopy = Omit<InsightsPageEntry, "id" | "tags">;
/** A topic's key, as a guide's front matter names it (checked by lib/insights/frontMatter.ts). */
export type InsightTagId = string;

const entryIn = onlyEntryIn<InsightsPageEntry>(compiled);

function pageIn(locale: Locale): { page: InsightsPageCopy; tags: Record<InsightTagId, string> } {
  const { tags, ...page } = entryIn(locale);
  return { page, tags: Object.fromEntries(tags.map((tag) => [tag.key, tag.label])) };
}

const byLocale = eachLocale(pageIn);

export const insightsPageIn = (locale: Locale): InsightsPageCopy => byLocale[locale].page;
/**
 * The topics' names in `locale`, by key, in the order of the file. Every guide's tags are checked against these
 * keys as it is read (lib/insights/frontMatter.ts), so a guide's tag always has a name here.
 */
export const insightTagsIn = (locale: Locale): Record<InsightTagId, string> => byLocale[locale].tags;

export const insightsPage = insightsPageIn("en");
export const insightTags = insightTagsIn("en");
