import type { ServiceId } from "./serviceCatalogue";
import type { ClientRecord, WorkImage } from "./types";

// Shapes of a case study. Plain data only: the pages, the service pages' "work" sections, the sitemap,
// the share images and the structured data all read these records.

export interface CaseStudy {
  /** Address: /case-studies/<slug>. */
  slug: string;
  /** Page title (the layout adds the agency name). */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** A fictional client (content/clients/): the business, its owner, its logo. Never a real company. */
  client: ClientRecord;
  /** The name of a file in content/industries/. */
  industry: string;
  /** Service ids from lib/content/serviceCatalogue.ts, the main one first. */
  services: ServiceId[];
  /** The headline result shown on cards and service pages. */
  headline: { value: string; label: string };
  /** One or two sentences for cards and the list page. */
  summary: string;
  /** What was wrong, in the client's terms. */
  challenge: string[];
  /** What was done, step by step. */
  approach: { title: string; description: string }[];
  /** Measured results. */
  results: { value: string; label: string }[];
  /** How long it took, phase by phase. */
  timeline: { period: string; description: string }[];
  /** Said by the client's person; the page names them with lib/caseStudies.ts clientLine. */
  quote?: { text: string };
  /** The work made for this client (content/work/), at least two; the first also stands for the study on cards. */
  work: [WorkImage, WorkImage, ...WorkImage[]];
  /** ISO dates: first published and last changed (sitemap lastmod, structured data). */
  published: string;
  updated: string;
}
