import { localeInfo, type Locale } from "@/lib/locales";
import { pageFor, type PageId } from "@/lib/content/pages";
import { buildMetadata } from "@/lib/metadata";

/** A page of content/pages/ at its address in `locale`: "/about" → "/te/about", "/" → "/te". */
export function pagePathIn(id: PageId, locale: Locale): string {
  const { prefix } = localeInfo[locale];
  const { path } = pageFor(id, locale);
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** The metadata of a page of content/pages/ in `locale`. */
export const pageMetadata = (id: PageId, locale: Locale) =>
  buildMetadata({ ...pageFor(id, locale), path: pagePathIn(id, locale) });
