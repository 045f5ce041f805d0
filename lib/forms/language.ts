import { isLocale, type Locale } from "@/lib/locales";

/** The hidden field every form sends with the language of the page it was filled in on. */
export const LANGUAGE_FIELD = "language";

/** The language a submission says it was filled in: one of the site's, else English. */
export function formLanguage(data: FormData): Locale {
  const value = data.get(LANGUAGE_FIELD);
  return isLocale(value) ? value : "en";
}
