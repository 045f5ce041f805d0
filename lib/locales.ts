// The languages the site speaks. English lives at the site's own addresses; Telugu and Hindi under their
// prefix (/te/…, /hi/…). A page is offered in a language only when its path is in `translatedPaths`.

export interface LocaleInfo {
  /** <html lang> and the hreflang of the page's alternates. */
  htmlLang: string;
  /** Open Graph locale. */
  ogLocale: string;
  /** The path prefix ("" for English). */
  prefix: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** The language's name in English, for the desk and the CLI. */
  englishName: string;
  /** The header switcher's short form of the name. */
  shortName: string;
}

/**
 * The one record of the site's languages, English first. A language added here (with its font in
 * app/scriptFonts/<code>.ts) gets its routes under its prefix (scripts/routes/language-routes.ts), its switcher
 * link and its files in every collection of content/ (docs/content.md, "A language").
 */
const languages = {
  en: { htmlLang: "en-IN", ogLocale: "en_IN", prefix: "", name: "English", englishName: "English", shortName: "EN" },
  te: { htmlLang: "te-IN", ogLocale: "te_IN", prefix: "/te", name: "తెలుగు", englishName: "Telugu", shortName: "తె" },
  hi: { htmlLang: "hi-IN", ogLocale: "hi_IN", prefix: "/hi", name: "हिन्दी", englishName: "Hindi", shortName: "हि" },
} satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof languages;
export const localeInfo: Record<Locale, LocaleInfo> = languages;
export const locales = Object.keys(localeInfo) as [Locale, ...Locale[]];

export const defaultLocale: Locale = "en";

/** The other languages than English, each with its own root layout and routes under its prefix. */
export type TranslatedLocale = Exclude<Locale, "en">;
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale) as TranslatedLocale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Which language an address belongs to, from its prefix. */
export function localeOfPath(path: string): Locale {
  for (const locale of translatedLocales) {
    const { prefix } = localeInfo[locale];
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) return locale;
  }
  return "en";
}

/** An English site path ("/about", "/", "/contact#form") in a language: "/te/about", "/te", "/te/contact#form". */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (/^\/[?#]/.test(path)) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The English path of a localised one: "/te/about" → "/about", "/hi" → "/". */
export function englishPath(path: string): string {
  const locale = localeOfPath(path);
  if (locale === "en") return path;
  const rest = path.slice(localeInfo[locale].prefix.length);
  return rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** A record with one value per language, made by `make`: a language added to the record above gets its own. */
export const eachLocale = <Value>(make: (locale: Locale) => Value): Record<Locale, Value> =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, Value>;

/** The same, for each language other than English. */
export const eachTranslatedLocale = <Value>(
  make: (locale: TranslatedLocale) => Value,
): Record<TranslatedLocale, Value> =>
  Object.fromEntries(translatedLocales.map((locale) => [locale, make(locale)])) as Record<TranslatedLocale, Value>;
