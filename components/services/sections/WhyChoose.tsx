import type { WhyChooseSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import shared from "./shared.module.css";
import styles from "./WhyChoose.module.css";
import { CheckIcon } from "@/components/ui/icons";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { cx } from "@/lib/classNames";
import { type Props, Shell, SectionHeader } from "./shell";

export function WhyChoose({ section, index, fadeMargin }: Props<WhyChooseSection>) {
  return (
    <Shell section={section} index={index}>
      <div className={`container ${styles.whyGrid}`}>
        <div className={styles.whyHeader}>
          <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        </div>
        <ul
          className={cx(styles.whyList, railClass)}
          data-count={section.items.length}
          {...keyboardRail(section.heading)}
        >
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.whyItem} delay={(i % 2) * 0.06}>
              <span className={styles.whyCheck}>
                <CheckIcon size={18} />
              </span>
              <div>
                <h3 className={shared.h3}>{item.title}</h3>
                {item.description ? <p>{item.description}</p> : null}
              </div>
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}
