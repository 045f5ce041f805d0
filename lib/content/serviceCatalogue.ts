import catalogue from "@/.content/services.summary.en.json" with { type: "json" };

/**
 * What every page's code knows of the service pages: each one's id, address and topic, from the service pages'
 * own files (content/services/<id>.<language>.yml, compiled apart by `npm run content`). It finds the service
 * a page is about and names it in WhatsApp's message; the menus, the labels and the pages' copy are read on the
 * server (lib/content/services.ts, ./serviceCatalogues.ts).
 */
export interface ServiceSummary {
  id: string;
  /** Canonical path of the page (web hosting keeps the trailing slash of its given address: docs/decisions.md). */
  path: string;
  /** The service named in a sentence ("I'd like to know more about your …"): the WhatsApp message. */
  topic: string;
  /**
   * Other addresses that serve the same page (/services/marketing/seo is the SEO page too).
   * They render the record with its canonical link pointing at `path`; they are not redirects.
   */
  alsoServedAt?: readonly string[];
}

/** A service's id: the name of its page's files in content/services/. */
export type ServiceId = string;

/** A language's topics, by service id (.content/services.summary.<language>.json). */
export type CatalogueWords = Record<string, Partial<Pick<ServiceSummary, "topic">>>;

/** The services in menu order, English. */
export const serviceSummaries = catalogue as ServiceSummary[];

/** The services with a language's topics; ids and paths are the English ones. */
export const summariesIn = (words: CatalogueWords): ServiceSummary[] =>
  serviceSummaries.map((summary) => ({ ...summary, ...words[summary.id] }));
