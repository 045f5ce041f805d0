import type { BreadcrumbList } from "schema-dts";
import { localeInfo, localeOfPath } from "@/lib/locales";
import { navigationIn } from "@/lib/content/navigation";
import { pageFor } from "@/lib/content/pages";
import { canonicalUrl } from "@/lib/metadata";
import { routeInfo } from "@/lib/routes";
import { ids } from "./ids";

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList from an ordered trail: ListItem position (from 1), name and absolute item URL. */
export function breadcrumbList(trail: Crumb[], options: { path?: string } = {}): BreadcrumbList {
  if (trail.length === 0) throw new Error("breadcrumbList needs at least one crumb");
  const last = trail[trail.length - 1]!;
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(options.path ?? last.path),
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/**
 * The trail of a canonical route, from the records: Home; Home › Page; for service pages
 * Home › Services › Service; for a page with a parent list (a case study, a post, a filter page)
 * Home › List › Page. `title` overrides the last crumb's name (default: the route's record title).
 */
export function breadcrumbTrail(path: string, title?: string): Crumb[] {
  const locale = localeOfPath(path);
  const homePath = localeInfo[locale].prefix || "/";
  const home: Crumb = { name: navigationIn(locale).mainNav[0]!.label, path: homePath };
  if (path === homePath) return [home];
  const info = routeInfo(path);
  const name = title ?? info?.title;
  if (!name) throw new Error(`No title for breadcrumb of ${path}`);
  const trail: Crumb[] = [home];
  if (info?.kind === "service") {
    const services = pageFor("services", locale);
    trail.push({ name: services.title, path: `${localeInfo[locale].prefix}${services.path}` });
  }
  const parent = info?.parent ? routeInfo(info.parent) : undefined;
  if (parent) trail.push({ name: parent.title, path: parent.path });
  trail.push({ name, path });
  return trail;
}

/** breadcrumbList(breadcrumbTrail(path, title)): the usual one-call form for a page. */
export function breadcrumbsFor(path: string, title?: string): BreadcrumbList {
  return breadcrumbList(breadcrumbTrail(path, title), { path });
}
