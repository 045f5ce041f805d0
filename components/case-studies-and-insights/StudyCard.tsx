import Link from "@/components/i18n/Link";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { caseStudyPath, clientLine } from "@/lib/caseStudies";
import { WorkPicture } from "@/components/ui/WorkPicture";
import styles from "./CaseStudiesAndInsights.module.css";
import { figureWithUnit } from "@/lib/figure";

/** The width of a card's work in a list of cards: one column on a phone, two from 800 px, three from 1100. */
const LIST_CARD_SIZES = "(min-width: 1100px) 366px, (min-width: 800px) 45vw, 92vw";

/** One case study as a card: its first piece of work, headline figure, linked title, client and summary. */
export function StudyCard({
  study,
  headingLevel = 2,
  priority = false,
  compactOnPhone = false,
  sizes = LIST_CARD_SIZES,
}: {
  study: CaseStudy;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
  /** Below 640 px only the work, the figure and the linked title: a card of a sideways row on a phone. */
  compactOnPhone?: boolean;
  /** The width the card's work is drawn at, where the card sits in another layout (a sideways row on a phone). */
  sizes?: string;
}) {
  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2]!;
  return (
    <article className={compactOnPhone ? `${styles.card} ${styles.compactOnPhone}` : styles.card}>
      {/* Decorative beside the linked title, so the alt stays empty. Lazy, as cards sit below the first screen,
          but for the first card of a list page, on a phone's first screen: its image is that page's largest paint. */}
      <WorkPicture priority={priority} image={study.work[0]} className={styles.cardImage} sizes={sizes} decorative />
      <div className={styles.cardBody}>
        <p className={styles.metric}>
          {figureWithUnit(study.headline.value)}
          <span>{study.headline.label}</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={caseStudyPath(study.slug)}>{study.title}</Link>
        </Heading>
        <p className={styles.client}>{clientLine(study)}</p>
        <p className={styles.summary}>{study.summary}</p>
      </div>
    </article>
  );
}

/** A grid of study cards. */
export function StudyGrid({
  studies,
  headingLevel = 2,
  firstPriority = false,
}: {
  studies: CaseStudy[];
  headingLevel?: 2 | 3;
  firstPriority?: boolean;
}) {
  return (
    <ul className={`${styles.grid} ${styles.grid3}`}>
      {studies.map((study, i) => (
        <li key={study.slug}>
          <StudyCard study={study} headingLevel={headingLevel} priority={firstPriority && i === 0} />
        </li>
      ))}
    </ul>
  );
}
