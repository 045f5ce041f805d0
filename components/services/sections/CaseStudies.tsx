import type { CaseStudiesSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { WorkPicture } from "@/components/ui/WorkPicture";
import shared from "./shared.module.css";
import styles from "./CaseStudies.module.css";
import { keyboardRail, RAIL_CARD_WIDTH, railClass } from "@/components/ui/rail";
import { cx } from "@/lib/classNames";
import { type Props, Shell, SectionHeader } from "./shell";

/** How wide a study's image is drawn (measured from 320 to 1920 px): four columns from 1100 px, two from 720, one
 * from 640, and below that a rail's card less its padding (2rem a side). */
const CASE_IMAGE_SIZES = `(min-width: 1100px) 204px, (min-width: 720px) 38vw, (min-width: 640px) 83vw, calc(${RAIL_CARD_WIDTH} - 4rem)`;

export function CaseStudies({ section, index, fadeMargin }: Props<CaseStudiesSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ul className={cx(styles.cases, railClass)} {...keyboardRail(section.heading)}>
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.case} delay={(i % 3) * 0.08}>
              {item.image ? (
                <WorkPicture image={item.image} className={styles.caseImage} sizes={CASE_IMAGE_SIZES} />
              ) : null}
              <p className={styles.caseMetric}>{item.metric}</p>
              <h3 className={shared.h3}>{item.title}</h3>
              <p className={styles.caseClient}>{item.client}</p>
              <p>{item.summary}</p>
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}
