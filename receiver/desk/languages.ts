import { localeInfo, type Locale } from "@/lib/locales";

/** A lead's language as the desk names it ("Telugu"): staff answer the lead in it. English when unknown. */
export function languageName(locale: Locale | undefined): string {
  return localeInfo[locale ?? "en"].englishName;
}
