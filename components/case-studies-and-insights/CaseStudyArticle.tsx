import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { allCaseStudies, clientLine, industryById, industryFilterPath } from "@/lib/caseStudies";
import { PageHero } from "@/components/ui/PageHero";
import { WorkGallery } from "@/components/ui/WorkGallery";
import { WorkPicture } from "@/components/ui/WorkPicture";
import { ClosingCta } from "./ClosingCta";
import { StudyGrid } from "./StudyCard";
import styles from "./CaseStudiesAndInsights.module.css";
import story from "./CaseStudyArticle.module.css";
import { figureWithUnit } from "@/lib/figure";

/** Other studies to read next: those sharing a service first, then the rest, three in all. */
function moreStudies(study: CaseStudy): CaseStudy[] {
  const others = allCaseStudies().filter((s) => s.slug !== study.slug);
  const shared = others.filter((s) => s.services.some((id) => study.services.includes(id)));
  return [...shared, ...others.filter((s) => !shared.includes(s))].slice(0, 3);
}

/** A work image drawn across the page: the container's width on a desktop, the screen's on a phone. */
const FULL = "(min-width: 1280px) 1152px, 92vw";

/**
 * One case study told with its work: the first piece across the page under the title, the facts in a row beneath
 * it, then the challenge, the rest of the work at full width, what we did, the results, the timeline and the quote.
 */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const { study: labels } = caseStudiesPage;
  const industry = industryById(study.industry);
  const [opening, ...rest] = study.work;
  return (
    <>
      <PageHero
        id="study"
        eyebrow={`${caseStudiesPage.eyebrow} · ${industry.label}`}
        heading={study.title}
        lead={study.summary}
      />
      <div className={`container ${story.top}`}>
        <Link href={caseStudiesPage.path} className={styles.backLink}>
          ← {labels.back}
        </Link>
        {opening ? (
          <figure className={story.opening}>
            {/* The opening picture, across the page: on a laptop's first screen, so fetched at once. */}
            <WorkPicture image={opening} sizes={FULL} lazy={false} className={story.openingImage} />
            <figcaption>{opening.caption}</figcaption>
          </figure>
        ) : null}
        <aside className={story.facts} aria-label={labels.factsLabel}>
          <dl>
            <div>
              <dt>{labels.clientLabel}</dt>
              <dd className={story.client}>
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
        </aside>
      </div>
      <article className={`container ${story.article}`}>
        <div className={styles.prose}>
          <h2>{labels.challengeHeading}</h2>
          {study.challenge.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {rest.length ? (
          <div className={story.work}>
            <h2>{labels.workHeading}</h2>
            <WorkGallery images={rest} wideSizes={FULL} />
          </div>
        ) : null}
        <div className={styles.prose}>
          <h2>{labels.approachHeading}</h2>
          <ol className={styles.steps}>
            {study.approach.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
        <div className={story.wideText}>
          <h2>{labels.resultsHeading}</h2>
          <dl className={styles.results}>
            {study.results.map((r) => (
              <div key={r.label} className={`${styles.result} on-ink`}>
                <dt>{figureWithUnit(r.value)}</dt>
                <dd>{r.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.prose}>
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
        </div>
      </article>
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
