import compiled from "@/.content/pages.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import { inLanguage } from "./inLanguage";
import type { PageEntry } from "./schemas/pages";

// The page records (content/pages/): each with its address from lib/paths.ts. Server side only: client
// components that link to a page take its path from lib/paths.ts, never these records.

export type PageId = PageEntry["id"];
export type PageRecord = Omit<PageEntry, "order"> & { path: string };

const recordsIn = inLanguage<PageEntry>(compiled);

function byId(locale: Locale): Record<PageId, PageRecord> {
  const records = recordsIn(locale).map((record) => [record.id, { ...record, path: pagePaths[record.id] }]);
  return Object.fromEntries(records) as Record<PageId, PageRecord>;
}

const byLocale: Record<Locale, Record<PageId, PageRecord>> = eachLocale(byId);

/** Every page's English record by id, in the order of content/pages/ (order). */
export const pages = byLocale.en;

/** A page's record with its words in `locale` (what a language lacks shows in English). */
export const pageFor = (id: PageId, locale: Locale): PageRecord => byLocale[locale][id];
