import { footerServiceIds } from "@/lib/content/navigation";
import type { Locale } from "@/lib/locales";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import type { LinkRecord, NavGroup } from "@/lib/content/types";
import { serviceById, serviceRecordsIn } from "@/lib/content/services";

// The menus' service links in a language, read on the server: the client menus get them through
// components/i18n/LocaleCopy.tsx, so no page's JavaScript carries every language's catalogue.

export interface ServiceMenuColumn extends NavGroup {
  links: LinkRecord[];
}

/** The three columns of the Services dropdown and the mobile menu's Services section, in a language. */
export function serviceMenuColumnsFor(locale: Locale): ServiceMenuColumn[] {
  const { serviceGroups } = serviceCatalogueFor(locale);
  const services = serviceRecordsIn(locale);
  return serviceGroups.map((group) => ({
    ...group,
    links: services
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
