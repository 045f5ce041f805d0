import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { allCaseStudies, clientLine, industryById, industryFilterPath } from "@/lib/caseStudies";
import { PageHero } from "@/components/ui/PageHero";
import { WorkGallery } from "@/components/ui/WorkGallery";
import { ClosingCta } from "./ClosingCta";
import { StudyGrid } from "./StudyCard";
import styles from "./CaseStudiesAndInsights.module.css";
import { figureWithUnit } from "@/lib/figure";

/** Other studies to read next: those sharing a service first, then the rest, three in all. */
function moreStudies(study: CaseStudy): CaseStudy[] {
  const others = allCaseStudies().filter((s) => s.slug !== study.slug);
  const shared = others.filter((s) => s.services.some((id) => study.services.includes(id)));
  return [...shared, ...others.filter((s) => !shared.includes(s))].slice(0, 3);
}

/** One case study: challenge, approach, results as figures, timeline, optional quote; facts in the aside. */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const { study: labels } = caseStudiesPage;
  const industry = industryById(study.industry);
  return (
    <>
      <PageHero
        id="study"
        eyebrow={`${caseStudiesPage.eyebrow} · ${industry.label}`}
        heading={study.title}
        lead={study.summary}
      />
      <div className={`container ${styles.section}`}>
        <Link href={caseStudiesPage.path} className={styles.backLink}>
          ← {labels.back}
        </Link>
        <div className={styles.articleLayout}>
          <article className={styles.prose}>
            <h2>{labels.workHeading}</h2>
            {/* The first piece can reach the first screen of a laptop, so only the rest wait for a scroll. */}
            <WorkGallery images={study.work} wideSizes="(min-width: 1024px) 720px, 100vw" firstEager />
            <h2>{labels.challengeHeading}</h2>
            {study.challenge.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h2>{labels.approachHeading}</h2>
            <ol className={styles.steps}>
              {study.approach.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
            <h2>{labels.resultsHeading}</h2>
            <dl className={styles.results}>
              {study.results.map((r) => (
                <div key={r.label} className={`${styles.result} on-ink`}>
                  <dt>{figureWithUnit(r.value)}</dt>
                  <dd>{r.label}</dd>
                </div>
              ))}
            </dl>
            <h2>{labels.timelineHeading}</h2>
            <ol className={styles.timeline}>
              {study.timeline.map((t) => (
                <li key={t.period}>
                  <strong>{t.period}</strong> {t.description}
                </li>
              ))}
            </ol>
            {study.quote ? (
              <>
                <h2 className="visually-hidden">{labels.quoteHeading}</h2>
                <blockquote className={styles.quote}>
                  <p>“{study.quote.text}”</p>
                  <footer>— {clientLine(study)}</footer>
                </blockquote>
              </>
            ) : null}
          </article>
          <aside className={styles.aside} aria-label={labels.factsLabel}>
            <div className={styles.panel}>
              <dl className={styles.facts}>
                <div>
                  <dt>{labels.clientLabel}</dt>
                  <dd className={styles.clientFact}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- static export; an SVG logo with its size */}
                    <img
                      src={study.client.logo.src}
                      width={study.client.logo.width}
                      height={study.client.logo.height}
                      alt={study.client.name}
                    />
                    <span>{clientLine(study)}</span>
                  </dd>
                </div>
                <div>
                  <dt>{labels.industryLabel}</dt>
                  <dd>
                    <Link href={industryFilterPath(industry.id)}>{industry.label}</Link>
                  </dd>
                </div>
                <div>
                  <dt>{labels.servicesLabel}</dt>
                  <dd>
                    <ul>
                      {study.services.map((id) => (
                        <li key={id}>
                          <Link href={serviceById(id).path}>{serviceById(id).navLabel}</Link>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </div>
          </aside>
        </div>
      </div>
      <section className={`${styles.section} ${styles.tint}`} aria-labelledby="more-studies">
        <div className="container">
          <h2 id="more-studies">{labels.moreHeading}</h2>
          <StudyGrid studies={moreStudies(study)} headingLevel={3} />
        </div>
      </section>
      <ClosingCta id="study-cta" cta={caseStudiesPage.cta} />
    </>
  );
}
