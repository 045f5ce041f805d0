import { footerServiceIds } from "@/content/navigation";
import type { Locale } from "@/content/locales";
import { serviceCatalogueFor } from "@/content/localized";
import { serviceSummaries } from "@/content/services";
import type { LinkRecord, NavGroup } from "@/content/types";
import { serviceById } from "./serviceLookup";
import { normalizePath } from "./trailingSlash";

/** Is `href` the current page (or, for a section such as /services, one of its pages)? */
export function isCurrentPath(pathname: string, href: string): boolean {
  return normalizePath(pathname) === normalizePath(href);
}

/** Service pages count as being inside the "Services" section of the header. */
export function isInServicesSection(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    path === "/services" ||
    path.startsWith("/services/") ||
    serviceSummaries.some((s) => normalizePath(s.path) === path)
  );
}

export interface ServiceMenuColumn extends NavGroup {
  links: LinkRecord[];
}

/** The three columns of the Services dropdown and the mobile menu's Services section, in a language. */
export function serviceMenuColumnsFor(locale: Locale): ServiceMenuColumn[] {
  const { serviceGroups, serviceSummaries } = serviceCatalogueFor(locale);
  return serviceGroups.map((group) => ({
    ...group,
    links: serviceSummaries
      .filter((s) => s.category === group.category && s.inServicesMenu)
      .map((s) => ({ label: s.navLabel, href: s.path })),
  }));
}

/** The six service links of the footer, in a language. */
export function footerServiceLinksFor(locale: Locale): LinkRecord[] {
  const { serviceSummaries } = serviceCatalogueFor(locale);
  return footerServiceIds.map((id) => {
    const service = serviceSummaries.find((s) => s.id === id) ?? serviceById(id);
    return { label: service.navLabel, href: service.path };
  });
}
