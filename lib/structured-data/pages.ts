import type { Graph } from "schema-dts";
import { pages } from "@/lib/content/pages";
import { requireRouteInfo } from "@/lib/routes";
import { breadcrumbsFor } from "./breadcrumbs";
import type { FaqItem } from "@/lib/content/types";
import { faqPage } from "./faqPage";
import { graph } from "./graph";
import { jobPosting, type JobPostingInput } from "./jobPosting";
import { localBusiness } from "./localBusiness";
import { organization, type OrganizationOptions } from "./organization";
import { service, type ServiceInput } from "./service";
import { webPage, type WebPageInput } from "./webPage";
import { website } from "./website";

// One call per kind of page: each returns the page's whole JSON-LD graph for <JsonLd data={…} />.

/** Home: WebSite (+SearchAction), Organization, the LocalBusiness, WebPage, BreadcrumbList, and FAQPage when given the FAQ. */
export function homeGraph(options: { faqs?: readonly FaqItem[]; path?: string } = {}): Graph {
  // The home page of a language ("/", "/te", "/hi"): its WebPage in that language, the same organisation.
  const home = requireRouteInfo(options.path ?? pages.home.path);
  return graph(
    website(),
    organization(),
    localBusiness(),
    webPage({ path: home.path, title: home.title, description: home.description, updated: home.updated }),
    breadcrumbsFor(home.path),
    options.faqs?.length ? faqPage(options.faqs, { path: home.path }) : null,
  );
}

export interface PageGraphOptions {
  /** WebPage subtype (AboutPage, ContactPage, CollectionPage…). */
  type?: WebPageInput["type"];
  /** Add the Organization node; pass { contactPoint: true } for the customer-service contact point. */
  organization?: boolean | OrganizationOptions;
  /** The page's FAQ, if it shows one. */
  faqs?: readonly FaqItem[];
}

/** Any canonical page: WebPage and BreadcrumbList from the route's record, plus optional Organization and FAQPage. */
export function pageGraph(path: string, options: PageGraphOptions = {}): Graph {
  const info = requireRouteInfo(path);
  const org = options.organization;
  return graph(
    webPage({ path, title: info.title, description: info.description, updated: info.updated, type: options.type }),
    breadcrumbsFor(path),
    org ? organization(org === true ? {} : org) : null,
    options.faqs?.length ? faqPage(options.faqs, { path }) : null,
  );
}

/**
 * A service page: Service (provided by the Organization), the Organization itself, WebPage,
 * BreadcrumbList (Home › Services › Service), FAQPage when the page has an FAQ. `organization` adds the
 * customer-service contact point (one marketing page: seo.organizationContactPage).
 */
export function serviceGraph(
  input: Omit<ServiceInput, "path"> & { path: string },
  options: { faqs?: readonly FaqItem[]; organization?: OrganizationOptions } = {},
): Graph {
  const info = requireRouteInfo(input.path);
  return graph(
    service(input),
    organization(options.organization),
    webPage({ path: input.path, title: info.title, description: input.description, updated: info.updated }),
    breadcrumbsFor(input.path, input.name),
    options.faqs?.length ? faqPage(options.faqs, { path: input.path }) : null,
  );
}

/** Careers: WebPage, BreadcrumbList and one JobPosting per opening. */
export function careersGraph(jobs: readonly JobPostingInput[], path: string = pages.careers.path): Graph {
  const info = requireRouteInfo(path);
  return graph(
    webPage({ path, title: info.title, description: info.description, updated: info.updated }),
    breadcrumbsFor(path),
    ...jobs.map((job) => jobPosting({ ...job, path })),
  );
}
