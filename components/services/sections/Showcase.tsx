import type { Showcase as ShowcaseData } from "@/lib/content/heroTypes";
import { caseStudyPath } from "@/lib/caseStudies";
import { isTall } from "@/lib/work";
import Link from "@/components/i18n/Link";
import { WorkPicture } from "@/components/ui/WorkPicture";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { cx } from "@/lib/classNames";
import styles from "./Showcase.module.css";

/**
 * How wide a piece is drawn (measured from 320 to 1920 px): a landscape piece within the hero's column, up to 320 px
 * on a phone; a phone screen at a fixed 152 px on a phone, about a third of the laptop beside it on wider screens.
 */
const sizesOf = (tall: boolean) =>
  tall
    ? "(min-width: 1280px) 162px, (min-width: 1024px) 12vw, (min-width: 640px) 28vw, 152px"
    : "(min-width: 1280px) 371px, (min-width: 1024px) 29vw, (min-width: 640px) 61vw, (min-width: 390px) 320px, 82vw";

/**
 * A service's own work in its hero, framed as its discipline is seen: phones for apps, browsers on laptops for sites
 * and interfaces, a grid of creatives for marketing, large tiles for logos, spreads for print, renders for
 * visualisation. Each caption links to the case study the piece was made for. The first piece loads at once (it
 * is on a desktop's first screen); the rest lazily. Below 640 px the pieces make a row that scrolls sideways.
 */
export function Showcase({ showcase }: { showcase: ShowcaseData }) {
  return (
    <ul
      className={cx(styles.showcase, styles[showcase.kind], railClass)}
      data-showcase={showcase.kind}
      {...keyboardRail(showcase.label)}
    >
      {showcase.items.map(({ work, caseStudy }, i) => {
        const tall = isTall(work);
        return (
          <li key={work.src} className={tall ? styles.tall : styles.wide}>
            <figure className={styles.piece}>
              <div className={tall && showcase.kind !== "creatives" ? styles.phone : styles.frame}>
                <WorkPicture image={work} sizes={sizesOf(tall)} lazy={i > 0} className={styles.image} />
              </div>
              <figcaption className={styles.caption}>
                {caseStudy ? <Link href={caseStudyPath(caseStudy)}>{work.caption}</Link> : work.caption}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
