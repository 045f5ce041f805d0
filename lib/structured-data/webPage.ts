import { localeInfo, localeOfPath } from "@/lib/locales";
import type { WebPage } from "schema-dts";
import { canonicalUrl } from "@/lib/metadata";
import { absoluteUrl } from "@/lib/site";
import { shareImagePath } from "@/lib/shareImage";
import { ids, ref } from "./ids";

export interface WebPageInput {
  path: string;
  title: string;
  /** Meta description; left out when empty. */
  description?: string;
  /** ISO date the copy last changed. */
  updated?: string;
  /** A more specific WebPage type: AboutPage, ContactPage, CollectionPage, SearchResultsPage… */
  type?: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" | "SearchResultsPage" | "FAQPage";
  /** Add a breadcrumb reference (when the page's graph has a BreadcrumbList). Default true. */
  breadcrumb?: boolean;
}

/** The page as a WebPage node, part of the WebSite, about the Organization, with its share image. */
export function webPage(input: WebPageInput): WebPage {
  return {
    "@type": input.type ?? "WebPage",
    "@id": ids.webPage(input.path),
    url: canonicalUrl(input.path),
    name: input.title,
    ...(input.description ? { description: input.description } : {}),
    inLanguage: localeInfo[localeOfPath(input.path)].htmlLang,
    isPartOf: ref(ids.website),
    about: ref(ids.organization),
    primaryImageOfPage: {
      "@type": "ImageObject",
      url: absoluteUrl(shareImagePath(input.path)),
      width: "1200",
      height: "630",
    },
    ...(input.updated ? { dateModified: input.updated } : {}),
    ...(input.breadcrumb === false ? {} : { breadcrumb: ref(ids.breadcrumb(input.path)) }),
  };
}
