import { FORM_OUTCOME_BASE } from "@/lib/paths";
import {
  localeInfo,
  localeOfPath,
  englishPath,
  locales,
  eachTranslatedLocale,
  type Locale,
  type TranslatedLocale,
} from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import unwrittenPages from "@/.content/pages.unwritten.json" with { type: "json" };
import unwrittenServices from "@/.content/services.unwritten.json" with { type: "json" };
import { serviceSummaries, type ServiceId } from "./serviceCatalogue";

/**
 * The English pages each language offers: a page is offered in a language once the collection holding its copy
 * has the language's file (`pages` in lib/content/collections.ts; `npm run content` lists the pages a language
 * lacks). The switcher, the alternates, the sitemap and the links between pages all read this one list, so a
 * page not yet translated is simply not offered.
 */
const translated: readonly string[] = [
  pagePaths.home,
  pagePaths.about,
  pagePaths.services,
  pagePaths.contact,
  pagePaths.careers,
  pagePaths.search,
  pagePaths.privacy,
  "/case-studies",
  "/insights",
  "/book",
  "/book/manage",
  "/book/confirm",
];

const pagesIn = (locale: TranslatedLocale) =>
  translated.filter((path) => !((unwrittenPages as Partial<Record<Locale, string[]>>)[locale] ?? []).includes(path));

const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The form outcome pages (/form/<outcome>) exist in every language: one route over the outcome records. */
const isFormOutcome = (path: string) => path.startsWith(`${FORM_OUTCOME_BASE}/`);

/** The service pages each language has a file for (content/services/<id>.<language>.yml). */
const servicesIn = (locale: TranslatedLocale): readonly ServiceId[] =>
  serviceSummaries
    .map((s) => s.id)
    .filter((id) => !(unwrittenServices as Record<TranslatedLocale, string[]>)[locale].includes(id));
export const servicesOffered = eachTranslatedLocale(servicesIn);

const servicePathsIn = (locale: TranslatedLocale) =>
  serviceSummaries.filter((s) => servicesOffered[locale].includes(s.id)).map((s) => bare(s.path));

const offered = eachTranslatedLocale(
  (locale): ReadonlySet<string> => new Set([...pagesIn(locale), ...servicePathsIn(locale)]),
);

/** Is the English page at `path` (query and fragment ignored) offered in `locale`? English offers every page. */
export function isOfferedIn(path: string, locale: Locale): boolean {
  if (locale === "en") return true;
  const page = bare(path.split(/[?#]/)[0] ?? path);
  return offered[locale].has(page) || isFormOutcome(page);
}

/** The same page in every language that has it, by locale: its address there. */
export function pageInLanguages(path: string): Partial<Record<Locale, string>> {
  const english = englishPath(path);
  const result: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    if (!isOfferedIn(english, locale)) continue;
    result[locale] = locale === "en" ? english : `${localeInfo[locale].prefix}${english === "/" ? "" : english}`;
  }
  return result;
}

/**
 * An on-site link as a page in `pageLocale` should write it: to the same language when the target exists
 * there, else to the English page, marked hreflang="en". Other links (tel:, mailto:, other sites) pass through.
 */
export function localHref(href: string, pageLocale: Locale): { href: string; hrefLang?: string } {
  if (pageLocale === "en" || !href.startsWith("/") || href.startsWith("//")) return { href };
  if (localeOfPath(href) !== "en") return { href };
  if (!isOfferedIn(href, pageLocale)) return { href, hrefLang: "en" };
  const { prefix } = localeInfo[pageLocale];
  return { href: /^\/([?#]|$)/.test(href) ? `${prefix}${href.slice(1)}` : `${prefix}${href}` };
}
