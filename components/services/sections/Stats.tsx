import type { StatsSection } from "@/lib/content/serviceTypes";
import shared from "./shared.module.css";
import styles from "./Stats.module.css";
import { type Props, headingId, Shell } from "./shell";
import { figureWithUnit } from "@/lib/figure";

export function Stats({ section, index }: Props<StatsSection>) {
  return (
    <Shell section={section} index={index} className={styles.statsSection}>
      <div className="container">
        <h2
          id={headingId(index)}
          className={section.headingHidden ? "visually-hidden" : `${shared.h2} ${styles.statsHeading}`}
        >
          {section.heading}
        </h2>
        <dl className={styles.stats}>
          {section.items.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt> <dd>{figureWithUnit(stat.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Shell>
  );
}
