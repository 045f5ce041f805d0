import type { AboutSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { cx } from "@/lib/classNames";
import shared from "./shared.module.css";
import styles from "./About.module.css";
import { CheckList } from "@/components/ui/CheckList";
import { type Props, Shell, SectionHeader } from "./shell";
import { figureWithUnit } from "@/lib/figure";

export function About({ section, index, fadeMargin }: Props<AboutSection>) {
  return (
    <Shell section={section} index={index}>
      <FadeIn margin={fadeMargin} className={`container ${styles.aboutGrid}`}>
        <div>
          <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
          <div className={styles.prose}>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        {section.aside || section.points ? (
          <div className={styles.aboutAside}>
            {section.aside ? (
              <p className={styles.asideFigure}>
                <span className={styles.asideValue}>{figureWithUnit(section.aside.value)}</span>
                <span className={styles.asideLabel}>{section.aside.label}</span>
              </p>
            ) : null}
            {section.points ? (
              <CheckList items={section.points} className={cx(shared.checkList, styles.asideList)} />
            ) : null}
          </div>
        ) : null}
      </FadeIn>
    </Shell>
  );
}
