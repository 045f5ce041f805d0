import catalogue from "../../.content/services.summary.en.json" with { type: "json" };
import type { NavGroup, ServiceCategory } from "../types";

/**
 * The catalogue of service pages: the identity part of each service record (id, canonical path, menu
 * label, category), from the service pages' own files (content/services/<id>.<language>.yml, compiled by
 * `npm run content`). The header dropdown, the mobile menu and the footer read this list — it is imported by
 * client components, so it holds only these fields; the pages' copy is read on the server
 * (lib/content/services.ts).
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

export const serviceGroups: NavGroup[] = [
  { category: "marketing", heading: "Marketing" },
  { category: "development", heading: "Development" },
  { category: "design", heading: "Designing" },
];

/** The catalogue in menu order, English. */
export const serviceSummaries = catalogue as ServiceSummary[];

/** A service's id: the name of its page's files in content/services/. */
export type ServiceId = string;

/** A catalogue entry. */
export type CatalogueEntry = ServiceSummary;
