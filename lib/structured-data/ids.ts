import { site } from "@/content/site";
import { canonicalUrl } from "@/lib/metadata";
import type { IdReference } from "schema-dts";

/**
 * Stable @id values, so the nodes of one page (and of different pages) point at each other instead of
 * repeating the agency's details: Google merges nodes with the same @id.
 */
export const ids = {
  organization: `${site.url}/#organization`,
  localBusiness: `${site.url}/#localbusiness`,
  website: `${site.url}/#website`,
  logo: `${site.url}/#logo`,
  webPage: (path: string) => `${canonicalUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${canonicalUrl(path)}#breadcrumb`,
  faq: (path: string) => `${canonicalUrl(path)}#faq`,
  service: (path: string) => `${canonicalUrl(path)}#service`,
  job: (path: string, jobId: string) => `${canonicalUrl(path)}#job-${jobId}`,
};

/** A reference to a node defined elsewhere in the graph. */
export function ref(id: string): IdReference {
  return { "@id": id };
}
