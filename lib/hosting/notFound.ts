import { localeInfo, localeOfPath, translatedLocales } from "@/lib/locales";

// Each language's unknown-address page: English is out/404.html, Telugu and Hindi out/te/404.html and
// out/hi/404.html. Every host answers an unknown address with the page of the language its prefix names.

/** The page (file under out/) that answers an unknown `pathname`. */
export function notFoundFile(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === "en" ? "/404.html" : `${localeInfo[locale].prefix}/404.html`;
}

/** The translated languages' prefixes with their 404 pages, for the host configurations. */
export const translatedNotFoundPages = translatedLocales.map((locale) => ({
  prefix: localeInfo[locale].prefix,
  file: `${localeInfo[locale].prefix}/404.html`,
}));
