import { serviceAliases } from "@/content/aliases";
import { localeInfo, translatedLocales, type TranslatedLocale } from "@/content/locales";
import { caseStudiesPageFor, insightsPageFor } from "@/content/localizedBodies";
import { pageFor } from "@/content/localizedPages";
import { serviceRecordsIn } from "@/content/localizedServices";
import { isOfferedIn } from "@/content/translations";
import { caseStudiesPage } from "@/content/case-studies/page";
import { insightsPage } from "@/content/insights/page";
import { insightTags } from "@/content/insights/tags";
import { pages, type PageId } from "@/content/pages";
import { serviceSummaries } from "@/content/services";
import { serviceRecords } from "@/content/services/records";
import type { PageRecord, ServiceCategory } from "@/content/types";
import {
  allCaseStudies,
  caseStudyPath,
  industryFilterPath,
  industryFilters,
  latestStudyUpdate,
  serviceFilterPath,
  serviceFilters,
  studiesForService,
  studiesInIndustry,
} from "@/lib/caseStudies";
import {
  allPosts,
  indexPage,
  indexPagePath,
  latestUpdate,
  postsWithTag,
  tagPath,
  usedTags,
} from "@/lib/insights/posts";
import { serviceById } from "@/lib/serviceLookup";
import { fill } from "@/lib/template";

export { serviceById };

/** page: a record of content/pages.ts; collection: a list (case studies, insights, their filters and pages). */
export type RouteKind = "page" | "service" | "collection" | "caseStudy" | "post";

/**
 * One canonical route and what search and sharing need to know about it, read from the route's own record:
 * the share image, the sitemap and the breadcrumbs use it, so they never drift from the page.
 */
export interface RouteInfo {
  path: string;
  kind: RouteKind;
  /** The page's title as its record gives it (without the "| Deccan Digital" suffix). */
  title: string;
  /** The page's meta description. */
  description: string;
  /** Meta keywords, when the record sets them. */
  keywords?: string[];
  /** ISO date of the last copy change (sitemap lastmod). */
  updated: string;
  /** Not for search engines (search results page): left out of the sitemap. */
  noindex: boolean;
  /** Page id (pages), service id (services), slug or list id (case studies and insights). */
  id: string;
  /** Services only: marketing, development or design. */
  category?: ServiceCategory;
  /** The list page this page belongs to (a case study → /case-studies): the middle breadcrumb. */
  parent?: string;
}

function pageRoute(id: PageId): RouteInfo {
  const page = pages[id];
  return {
    path: page.path,
    kind: "page",
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: "keywords" in page ? page.keywords : undefined,
    updated: page.updated,
    noindex: (page as PageRecord).noindex ?? false,
  };
}

/** A service page's route, from its full record (content/services/records.ts), in the menu's order. */
function serviceRoutes(): RouteInfo[] {
  return serviceSummaries.map(({ id }) => {
    const record = serviceRecords.find((r) => r.id === id);
    if (!record) throw new Error(`No page record for service "${id}" (content/services/records.ts)`);
    return {
      path: record.path,
      kind: "service",
      id: record.id,
      title: record.title,
      description: record.description,
      keywords: record.keywords,
      updated: record.updated,
      noindex: false,
      category: record.category,
    };
  });
}

/**
 * The case-study and insights routes: the lists, each study, the filter pages (only for services and
 * industries that have studies), each post, each used tag and every index page after the first.
 */
function caseStudyAndInsightRoutes(): RouteInfo[] {
  const studies = allCaseStudies();
  const posts = allPosts();
  const { pages: indexPages } = indexPage(1);
  return [
    {
      path: caseStudiesPage.path,
      kind: "collection",
      id: "case-studies",
      title: caseStudiesPage.title,
      description: caseStudiesPage.description,
      updated: latestStudyUpdate(studies),
      noindex: false,
    },
    ...studies.map((study) => ({
      path: caseStudyPath(study.slug),
      kind: "caseStudy" as const,
      id: study.slug,
      title: study.title,
      description: study.description,
      updated: study.updated,
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    ...serviceFilters().map((service) => ({
      path: serviceFilterPath(service.id),
      kind: "collection" as const,
      id: `case-studies-service-${service.id}`,
      title: fill(caseStudiesPage.serviceFilter.title, { label: service.navLabel }),
      description: fill(caseStudiesPage.serviceFilter.description, { label: service.navLabel }),
      updated: latestStudyUpdate(studiesForService(service.id)),
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    ...industryFilters().map((industry) => ({
      path: industryFilterPath(industry.id),
      kind: "collection" as const,
      id: `case-studies-industry-${industry.id}`,
      title: fill(caseStudiesPage.industryFilter.title, { label: industry.label }),
      description: fill(caseStudiesPage.industryFilter.description, { label: industry.label.toLowerCase() }),
      updated: latestStudyUpdate(studiesInIndustry(industry.id)),
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    {
      path: insightsPage.path,
      kind: "collection",
      id: "insights",
      title: insightsPage.title,
      description: insightsPage.description,
      updated: latestUpdate(posts),
      noindex: false,
    },
    ...Array.from({ length: indexPages - 1 }, (_, i) => i + 2).map((n) => ({
      path: indexPagePath(n),
      kind: "collection" as const,
      id: `insights-page-${n}`,
      title: fill(insightsPage.pageTitle, { n }),
      description: fill(insightsPage.pageDescription, { n, total: indexPages }),
      updated: latestUpdate(indexPage(n).posts),
      noindex: false,
      parent: insightsPage.path,
    })),
    ...posts.map((post) => ({
      path: post.path,
      kind: "post" as const,
      id: post.slug,
      title: post.title,
      description: post.description,
      keywords: post.tags.map((t) => insightTags[t]),
      updated: post.updated,
      noindex: false,
      parent: insightsPage.path,
    })),
    ...usedTags(Object.keys(insightTags)).map((tag) => ({
      path: tagPath(tag),
      kind: "collection" as const,
      id: `insights-tag-${tag}`,
      title: fill(insightsPage.tagTitle, { label: insightTags[tag] }),
      description: fill(insightsPage.tagDescription, { label: insightTags[tag] }),
      updated: latestUpdate(postsWithTag(tag)),
      noindex: false,
      parent: insightsPage.path,
    })),
  ];
}

/** An English path in a language: "/about" → "/te/about", "/" → "/te". */
function inLanguage(path: string, locale: TranslatedLocale): string {
  const { prefix } = localeInfo[locale];
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** A route's title, description and keywords in a language, from its translated record. */
function translatedText(
  route: RouteInfo,
  locale: TranslatedLocale,
): Pick<RouteInfo, "title" | "description" | "keywords"> {
  if (route.kind === "page") {
    const page = pageFor(route.id as PageId, locale);
    return { title: page.title, description: page.description, keywords: page.keywords };
  }
  if (route.id === "case-studies" || route.id === "insights") {
    const page = route.id === "case-studies" ? caseStudiesPageFor(locale) : insightsPageFor(locale);
    return { title: page.title, description: page.description };
  }
  if (route.kind === "service") {
    const record = serviceRecordsIn(locale).find((r) => r.id === route.id);
    if (record) return { title: record.title, description: record.description, keywords: record.keywords };
  }
  throw new Error(`${route.path} is offered in ${locale} but has no ${locale} record (content/translations.ts)`);
}

/** The routes a language offers (content/translations.ts), each under its prefix with its own words. */
function translatedRoutes(english: RouteInfo[], locale: TranslatedLocale): RouteInfo[] {
  return english
    .filter((route) => isOfferedIn(route.path, locale))
    .map((route) => ({
      ...route,
      ...translatedText(route, locale),
      path: inLanguage(route.path, locale),
      parent: route.parent && isOfferedIn(route.parent, locale) ? inLanguage(route.parent, locale) : route.parent,
    }));
}

let routes: readonly RouteInfo[] | undefined;

/**
 * Every canonical route of the site with its record's facts, derived once from the records (the insights
 * are read from disk): pages, services, then case studies and insights. Tests, the sitemap, the share
 * images, the search index and the hosting files all walk this one list.
 */
export function canonicalRoutes(): readonly RouteInfo[] {
  if (!routes) {
    const english = [
      ...(Object.keys(pages) as PageId[]).map(pageRoute),
      ...serviceRoutes(),
      ...caseStudyAndInsightRoutes(),
    ];
    routes = [...english, ...translatedLocales.flatMap((locale) => translatedRoutes(english, locale))];
  }
  return routes;
}

/** The record facts of one canonical route, or undefined for any other path (aliases, unknown paths). */
export function routeInfo(path: string): RouteInfo | undefined {
  return canonicalRoutes().find((r) => r.path === path);
}

/** routeInfo() that throws on a path that is not a canonical route: for build-time callers. */
export function requireRouteInfo(path: string): RouteInfo {
  const info = routeInfo(path);
  if (!info) throw new Error(`"${path}" is not a canonical route (see lib/routes.ts)`);
  return info;
}

/**
 * Second addresses that render the same page as a canonical route (not redirects): the page is served
 * there too, with its canonical link pointing at `canonical`. Not listed in canonicalRoutes().
 */
export function duplicateRoutes(): { path: string; canonical: string }[] {
  return serviceSummaries.flatMap((s) => (s.alsoServedAt ?? []).map((path) => ({ path, canonical: s.path })));
}

/** Every alias address with its canonical target path. */
export function aliasRoutes(): { from: string; to: string }[] {
  return serviceAliases.map((a) => ({ from: a.from, to: serviceById(a.toServiceId).path }));
}
