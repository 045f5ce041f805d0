import Link from "@/components/i18n/Link";
import { caseStudyPath, studiesBySlug } from "@/lib/caseStudies";
import { serviceIds, serviceLabelsIn } from "@/lib/content/serviceLabels";
import type { Locale } from "@/lib/locales";
import { WorkPicture } from "@/components/ui/WorkPicture";
import { ArrowRightIcon } from "@/components/ui/icons";
import styles from "./HeroWork.module.css";

/** Rendered widths of a piece: the first fills the hero's work column on a wide screen, the others share it. */
const SIZES = [
  "(min-width: 1100px) 30rem, (min-width: 640px) 30vw, 56vw",
  "(min-width: 1100px) 15rem, (min-width: 640px) 30vw, 56vw",
];

/**
 * The agency's work on home's first screen: each chosen case study's first piece, linked to the study. The first
 * is eager, at the browser's own priority; the others are lazy, which a wide screen's first layout fetches at
 * once and which keeps React from hinting them in the head beside the display face and the poster. The poster
 * stays the page's largest paint, and the hero's text never waits for these (each has its box from width and
 * height before a byte arrives). The picture is decorative: the client, the study's main service and the link
 * note beside it name the link.
 */
export function HeroWork({
  className,
  locale,
  heading,
  studies,
  linkNote,
}: {
  /** The hero's own placement of the block. */
  className?: string;
  locale: Locale;
  heading: string;
  studies: string[];
  linkNote: string;
}) {
  const serviceLabels = serviceLabelsIn(locale);
  return (
    <div className={className ? `${styles.work} ${className}` : styles.work}>
      <h2 id="home-hero-work" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list} aria-labelledby="home-hero-work">
        {studiesBySlug(studies).map((study, i) => (
          <li key={study.slug} className={styles.piece}>
            <Link href={caseStudyPath(study.slug)} className={styles.link}>
              <span className={styles.frame}>
                <WorkPicture
                  image={study.work[0]}
                  sizes={SIZES[Math.min(i, 1)]!}
                  className={styles.image}
                  lazy={i > 0}
                  decorative
                />
              </span>
              <span className={styles.caption}>
                <span className={styles.client}>{study.client.name}</span>
                <span className={styles.service}>
                  {serviceLabels[serviceIds.indexOf(study.services[0]!)]}
                  <span className="visually-hidden">: {linkNote}</span>
                </span>
                <ArrowRightIcon size={16} className={styles.arrow} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
