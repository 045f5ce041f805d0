import { serviceById } from "@/lib/content/services";
import { EnglishContent } from "@/components/i18n/EnglishContent";
import Link from "@/components/i18n/Link";
import type { ServiceId } from "@/lib/content/serviceCatalogue";
import { serviceCatalogueFor } from "@/lib/content/serviceCatalogues";
import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { insightsPageIn } from "@/lib/content/insightsPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import { serviceFilterPath, studiesForService } from "@/lib/caseStudies";
import { postsForService } from "@/lib/insights/posts";
import { fill } from "@/lib/template";
import { FadeIn } from "@/components/motion/FadeIn";
import { PostCard } from "./PostCard";
import { StudyCard } from "./StudyCard";
import styles from "./CaseStudiesAndInsights.module.css";
import { RAIL_CARD_WIDTH, railClass } from "@/components/ui/rail";

/**
 * On a service page: the case studies that used the service and the guides about it, so a visitor goes
 * from the service to evidence of it working. Renders nothing for a service with neither.
 */
export function ServiceCaseStudiesAndInsights({ serviceId }: { serviceId: ServiceId }) {
  const studies = studiesForService(serviceId);
  const posts = postsForService(serviceId);
  if (!studies.length && !posts.length) return null;
  const locale = pageLocale();
  const label = (serviceCatalogueFor(locale).serviceSummaries.find((s) => s.id === serviceId) ?? serviceById(serviceId))
    .navLabel;
  const { onServicePage } = caseStudiesPageIn(locale);
  const insightsPage = insightsPageIn(locale);
  return (
    <section
      id="case-studies"
      className={`${styles.section} ${styles.tint}`}
      aria-labelledby="service-case-studies-heading"
    >
      <div className="container">
        <header className={styles.sectionHeader}>
          <p className={styles.eyebrow}>
            {studies.length ? onServicePage.eyebrow : insightsPage.onServicePage.eyebrow}
          </p>
          <h2 id="service-case-studies-heading">
            {studies.length ? onServicePage.heading : insightsPage.onServicePage.heading}
          </h2>
        </header>
        {studies.length ? (
          <>
            {/* Cards fade in on scroll like every other card of the service page (the page already loads FadeIn). */}
            {/* The studies and guides are English pages: on a Telugu or Hindi page their cards say so. */}
            <EnglishContent locale={locale}>
              <ul className={`${styles.grid} ${styles.grid3} ${railClass}`}>
                {studies.map((study, i) => (
                  <FadeIn as="li" key={study.slug} delay={(i % 3) * 0.08}>
                    <StudyCard
                      study={study}
                      headingLevel={3}
                      sizes={`(min-width: 1100px) 366px, (min-width: 800px) 45vw, (min-width: 640px) 92vw, ${RAIL_CARD_WIDTH}`}
                    />
                  </FadeIn>
                ))}
              </ul>
            </EnglishContent>
            <p className={styles.note}>
              <Link href={serviceFilterPath(serviceId)}>{fill(onServicePage.link, { label })}</Link>
            </p>
          </>
        ) : null}
        {studies.length && posts.length ? (
          <h2 className={styles.subheading}>{insightsPage.onServicePage.heading}</h2>
        ) : null}
        {posts.length ? (
          <EnglishContent locale={locale}>
            <ul className={`${styles.grid} ${railClass}`}>
              {posts.map((post, i) => (
                <FadeIn as="li" key={post.slug} delay={(i % 2) * 0.08}>
                  <PostCard post={post} headingLevel={3} />
                </FadeIn>
              ))}
            </ul>
          </EnglishContent>
        ) : null}
      </div>
    </section>
  );
}
