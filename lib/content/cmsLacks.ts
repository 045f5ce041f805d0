import { defaultLocale, localeInfo, locales, type Locale } from "@/lib/locales";

// What each language still shows in English, told in the editor: the build writes each collection's list into
// its description (out/admin/config.yml), so a marketer sees what to translate above the entries, as of the
// build the site is running.

/** Per collection, per language, what its files lack: "cafe-chain-reels-engagement: all of it (no te file)". */
export type Lacks = Record<string, Partial<Record<Locale, string[]>>>;

/** The note a collection's description carries, or undefined when every language has all its words. */
export function lacksNote(lacks: Lacks[string] | undefined): string | undefined {
  const parts = locales
    .filter((locale) => locale !== defaultLocale && lacks?.[locale]?.length)
    .map((locale) => `${localeInfo[locale].englishName}: ${lacks![locale]!.join("; ")}.`);
  return parts.length ? `Still shown in English (as of the last build). ${parts.join(" ")}` : undefined;
}
