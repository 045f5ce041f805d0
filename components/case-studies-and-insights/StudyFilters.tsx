import Link from "next/link";
import { caseStudiesPage } from "@/content/case-studies/page";
import { industryFilterPath, industryFilters, serviceFilterPath, serviceFilters } from "@/lib/caseStudies";
import styles from "./CaseStudiesAndInsights.module.css";

/**
 * Filters by service and by industry as plain links to pre-rendered pages: they work without
 * JavaScript, can be shared and are crawled. The current filter is marked aria-current="page".
 */
export function StudyFilters({ current }: { current: string }) {
  const { filters } = caseStudiesPage;
  const chip = (href: string, label: string) => (
    <li key={href}>
      <Link href={href} className={styles.chip} aria-current={current === href ? "page" : undefined}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className={styles.filters} aria-label={filters.label}>
      <ul className={styles.chips}>{chip(caseStudiesPage.path, filters.all)}</ul>
      <div className={styles.filterGroup}>
        <p id="filter-service" className={styles.filterLabel}>
          {filters.serviceHeading}
        </p>
        <ul className={styles.chips} aria-labelledby="filter-service">
          {serviceFilters().map((s) => chip(serviceFilterPath(s.id), s.navLabel))}
        </ul>
      </div>
      <div className={styles.filterGroup}>
        <p id="filter-industry" className={styles.filterLabel}>
          {filters.industryHeading}
        </p>
        <ul className={styles.chips} aria-labelledby="filter-industry">
          {industryFilters().map((i) => chip(industryFilterPath(i.id), i.label))}
        </ul>
      </div>
    </nav>
  );
}
