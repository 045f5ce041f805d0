import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import { EnglishContent } from "@/components/i18n/EnglishContent";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { fill } from "@/lib/template";
import { PageHero } from "@/components/ui/PageHero";
import { ClosingCta } from "./ClosingCta";
import { StudyFilters } from "./StudyFilters";
import { StudyGrid } from "./StudyCard";
import styles from "./CaseStudiesAndInsights.module.css";

/** /case-studies and its filtered pages: the hero, the filter links, the matching studies and the CTA. */
export function CaseStudyList({ path, heading, studies }: { path: string; heading: string; studies: CaseStudy[] }) {
  const locale = pageLocale();
  const caseStudiesPage = caseStudiesPageIn(locale);
  const { count } = caseStudiesPage;
  return (
    <>
      <PageHero id="case-studies" eyebrow={caseStudiesPage.eyebrow} heading={heading} lead={caseStudiesPage.lead} />
      <div className={styles.section}>
        <div className="container">
          <StudyFilters current={path} />
          <p className={styles.count}>{studies.length === 1 ? count.one : fill(count.other, { n: studies.length })}</p>
          {/* The studies are English pages: on a Telugu or Hindi page their cards say so. */}
          <EnglishContent locale={locale}>
            <StudyGrid studies={studies} firstPriority />
          </EnglishContent>
          <p className={`${styles.meta} ${styles.note}`}>{caseStudiesPage.note}</p>
        </div>
      </div>
      <ClosingCta id="case-studies-cta" cta={caseStudiesPage.cta} />
    </>
  );
}
