import type { MetricsSection } from "@/lib/content/serviceTypes";
import { cx } from "@/lib/classNames";
import styles from "./Metrics.module.css";
import { type Props, Shell, SectionHeader } from "./shell";
import { figureWithUnit } from "@/lib/figure";

export function Metrics({ section, index }: Props<MetricsSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <dl className={cx("card-grid", styles.metrics)}>
          {section.items.map((item) => (
            <div key={item.label} className={styles.metric}>
              <dt className={styles.metricLabel}>{item.label}</dt>{" "}
              <dd className={styles.metricValue}>{figureWithUnit(item.value)}</dd>
              <dd className={styles.metricText}>{item.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Shell>
  );
}
