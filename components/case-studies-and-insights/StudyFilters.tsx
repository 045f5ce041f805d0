import { caseStudiesPage } from "@/content/case-studies/page";
import { industryFilterPath, industryFilters, serviceFilterPath, serviceFilters } from "@/lib/caseStudies";
import { FilterChips } from "./FilterChips";
import styles from "./CaseStudiesAndInsights.module.css";

/** Filters by service and by industry, each a pre-rendered page, with a link back to every study. */
export function StudyFilters({ current }: { current: string }) {
  const { filters } = caseStudiesPage;
  const groups = [
    {
      id: "filter-service",
      heading: filters.serviceHeading,
      links: serviceFilters().map((s) => ({ href: serviceFilterPath(s.id), label: s.navLabel })),
    },
    {
      id: "filter-industry",
      heading: filters.industryHeading,
      links: industryFilters().map((i) => ({ href: industryFilterPath(i.id), label: i.label })),
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
          <FilterChips links={group.links} current={current} labelledBy={group.id} />
        </div>
      ))}
    </nav>
  );
}
