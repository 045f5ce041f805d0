import { site } from "@/lib/content/site";
import { absoluteUrl } from "@/lib/site";
import type { IdReference } from "schema-dts";

/**
 * Stable @id values, so the nodes of one page (and of different pages) point at each other instead of
 * repeating the agency's details: Google merges nodes with the same @id. Built on absoluteUrl() so the
 * home page's nodes read "https://…/#webpage" like the site-wide "https://…/#website".
 */
export const ids = {
  organization: `${site.url}/#organization`,
  localBusiness: `${site.url}/#localbusiness`,
  website: `${site.url}/#website`,
  logo: `${site.url}/#logo`,
  webPage: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
  faq: (path: string) => `${absoluteUrl(path)}#faq`,
  service: (path: string) => `${absoluteUrl(path)}#service`,
  job: (path: string, jobId: string) => `${absoluteUrl(path)}#job-${jobId}`,
};

/** A reference to a node defined elsewhere in the graph. */
export function ref(id: string): IdReference {
  return { "@id": id };
}
