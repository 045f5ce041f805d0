import type { AdvantagesSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { ServiceIcon } from "@/components/ui/icons";
import { cx } from "@/lib/classNames";
import shared from "./shared.module.css";
import styles from "./Advantages.module.css";
import { NumberBadge } from "@/components/ui/NumberBadge";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { type Props, Shell, SectionHeader } from "./shell";

export function Advantages({ section, index, fadeMargin }: Props<AdvantagesSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ol
          className={cx(styles.advantages, railClass)}
          data-count={section.items.length}
          {...keyboardRail(section.heading)}
        >
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.advantage} delay={(i % 3) * 0.08}>
              <NumberBadge n={i + 1} className={styles.advantageNumber} />
              <span className={cx(shared.iconTile, styles.advantageIcon)}>
                <ServiceIcon name={item.icon} />
              </span>
              <h3 className={shared.h3}>{item.title}</h3>
              <p>{item.description}</p>
            </FadeIn>
          ))}
        </ol>
      </div>
    </Shell>
  );
}
