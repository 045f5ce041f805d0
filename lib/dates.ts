import { localeInfo, type Locale } from "@/lib/locales";

/**
 * "2026-11-20" → "20 November 2026" (or "20 Nov 2026" with `month: "short"`), in the page's language, the same
 * on every machine (the date is a calendar day: read in UTC).
 */
export function formatDate(iso: string, locale: Locale = "en", month: "long" | "short" = "long"): string {
  const format = { day: "numeric", month, year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat(localeInfo[locale].htmlLang, format).format(new Date(`${iso}T00:00:00Z`));
}
