import type { ServiceGridSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { ServiceIcon } from "@/components/ui/icons";
import shared from "./shared.module.css";
import styles from "./ServiceGrid.module.css";
import { cx } from "@/lib/classNames";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { type Props, Shell, SectionHeader } from "./shell";

export function ServiceGrid({ section, index, fadeMargin }: Props<ServiceGridSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <ul
          {...keyboardRail(section.heading)}
          className={cx(
            styles.cards,
            railClass,
            section.items.length === 4 && styles.cardsEven,
            section.items.length === 5 && styles.cardsFive,
          )}
        >
          {section.items.map((item, i) => (
            <FadeIn margin={fadeMargin} as="li" key={item.title} className={styles.card} delay={(i % 3) * 0.08}>
              <span className={shared.iconTile}>
                <ServiceIcon name={item.icon} />
              </span>
              <h3 className={shared.h3}>{item.title}</h3>
              <p>{item.description}</p>
              {item.points ? (
                <ul className={styles.miniList}>
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
            </FadeIn>
          ))}
        </ul>
      </div>
    </Shell>
  );
}
