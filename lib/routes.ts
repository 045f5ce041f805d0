import { localeInfo, translatedLocales, type TranslatedLocale } from "@/lib/locales";
import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { insightsPageIn } from "@/lib/content/insightsPage";
import { isOfferedIn } from "@/lib/content/translations";
import { pageFor, pages, type PageId } from "@/lib/content/pages";
import { serviceSummaries } from "@/lib/content/serviceCatalogue";
import { serviceRecords, serviceRecordsIn } from "@/lib/content/services";
import { caseStudyAndInsightRoutes } from "@/lib/collectionRoutes";
import type { RouteInfo } from "@/lib/routeTypes";

export type { RouteInfo };

function pageRoute(id: PageId): RouteInfo {
  const page = pages[id];
  return {
    path: page.path,
    kind: "page",
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    updated: page.updated,
    noindex: page.noindex ?? false,
  };
}

/** A service page's route, from its full record (content/services/<id>.en.yml), in the menu's order. */
function serviceRoutes(): RouteInfo[] {
  return serviceSummaries.map(({ id }) => {
    const record = serviceRecords.find((r) => r.id === id);
    if (!record) throw new Error(`No page record for service "${id}" (content/services/${id}.en.yml)`);
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
    const page = route.id === "case-studies" ? caseStudiesPageIn(locale) : insightsPageIn(locale);
    return { title: page.title, description: page.description };
  }
  if (route.kind === "service") {
    const record = serviceRecordsIn(locale).find((r) => r.id === route.id);
    if (record) return { title: record.title, description: record.description, keywords: record.keywords };
  }
  throw new Error(`${route.path} is offered in ${locale} but has no ${locale} record (lib/content/translations.ts)`);
}

/** The routes a language offers (lib/content/translations.ts), each under its prefix with its own words. */
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
  return serviceRecords.flatMap((s) => (s.redirectedFrom ?? []).map((from) => ({ from, to: s.path })));
}
