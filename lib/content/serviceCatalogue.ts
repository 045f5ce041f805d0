import catalogue from "@/.content/services.summary.en.json" with { type: "json" };
import type { NavGroup, ServiceCategory } from "@/lib/content/types";

/**
 * The catalogue of service pages: the identity part of each service record (id, canonical path, menu label,
 * category), from the service pages' own files (content/services/<id>.<language>.yml, compiled by
 * `npm run content`). The header dropdown, the mobile menu and the footer read this list; client components
 * import it, so it holds only these fields; the pages' copy is read on the server (lib/content/services.ts).
 */
export interface ServiceSummary {
  id: string;
  /** Canonical path of the page (web hosting keeps the trailing slash of its given address: docs/decisions.md). */
  path: string;
  /** Short label in menus. */
  navLabel: string;
  /** The service named in a sentence ("I'd like to know more about your …"): the WhatsApp message. */
  topic: string;
  category: ServiceCategory;
  /** Listed in the header's Services dropdown and the mobile menu. */
  inServicesMenu: boolean;
  /**
   * Other addresses that serve the same page (/services/marketing/seo is the SEO page too).
   * They render the record with its canonical link pointing at `path`; they are not redirects.
   */
  alsoServedAt?: readonly string[];
}

/** A service's id: the name of its page's files in content/services/. */
export type ServiceId = string;

/** A catalogue entry. */
export type CatalogueEntry = ServiceSummary;

/** A language's words of the catalogue, by service id (.content/services.summary.<language>.json). */
export type CatalogueWords = Record<string, Partial<Pick<ServiceSummary, "navLabel" | "topic">>>;

/** The groups' order; their headings are the navigation record's (content/navigation/). */
const categories: ServiceCategory[] = ["marketing", "development", "design"];

/** The groups of the menus, headed in a language's words. */
export const groupsHeaded = (headings: Record<ServiceCategory, string>): NavGroup[] =>
  categories.map((category) => ({ category, heading: headings[category] }));

/** The catalogue in menu order, English. */
export const serviceSummaries = catalogue as ServiceSummary[];

/** The catalogue in menu order with a language's labels; ids and paths are the English ones. */
export const summariesIn = (words: CatalogueWords): ServiceSummary[] =>
  serviceSummaries.map((summary) => ({ ...summary, ...words[summary.id] }));
