import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import { EnglishContent } from "@/components/i18n/EnglishContent";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import { industryFilterPath, industryFilters, serviceFilterPath, serviceFilters } from "@/lib/caseStudies";
import { FilterChips } from "./FilterChips";
import styles from "./CaseStudiesAndInsights.module.css";

/** Filters by service and by industry, each a pre-rendered page, with a link back to every study. */
export function StudyFilters({ current }: { current: string }) {
  const locale = pageLocale();
  const caseStudiesPage = caseStudiesPageIn(locale);
  const { filters } = caseStudiesPage;
  const serviceName = (id: string) => serviceCatalogueFor(locale).serviceSummaries.find((s) => s.id === id)?.navLabel;
  const groups = [
    {
      id: "filter-service",
      heading: filters.serviceHeading,
      links: serviceFilters().map((s) => ({ href: serviceFilterPath(s.id), label: serviceName(s.id) ?? s.navLabel })),
      english: false,
    },
    {
      id: "filter-industry",
      heading: filters.industryHeading,
      links: industryFilters().map((i) => ({ href: industryFilterPath(i.id), label: i.label })),
      // The industries are named in English, as their (English) pages are.
      english: true,
    },
  ];
  return (
    <nav className={styles.filters} aria-label={filters.label}>
      <FilterChips links={[{ href: caseStudiesPage.path, label: filters.all }]} current={current} />
      {groups.map((group) => (
        <div key={group.id} className={styles.filterGroup}>
          <p id={group.id} className={styles.filterLabel}>
            {group.heading}
          </p>
          {group.english ? (
            <EnglishContent locale={locale}>
              <FilterChips links={group.links} current={current} labelledBy={group.id} />
            </EnglishContent>
          ) : (
            <FilterChips links={group.links} current={current} labelledBy={group.id} />
          )}
        </div>
      ))}
    </nav>
  );
}
