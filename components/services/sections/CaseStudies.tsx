import type { CaseStudiesSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { WorkPicture } from "@/components/ui/WorkPicture";
import shared from "./shared.module.css";
import styles from "./CaseStudies.module.css";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { cx } from "@/lib/classNames";
import { type Props, Shell, SectionHeader } from "./shell";

export function CaseStudies({ section, index, fadeMargin }: Props<CaseStudiesSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ul className={cx(styles.cases, railClass)} {...keyboardRail(section.heading)}>
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.case} delay={(i % 3) * 0.08}>
              {item.image ? (
                <WorkPicture
                  image={item.image}
                  className={styles.caseImage}
                  sizes="(min-width: 1100px) 260px, (min-width: 700px) 45vw, 100vw"
                />
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
