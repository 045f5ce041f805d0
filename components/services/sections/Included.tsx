import type { IncludedSection } from "@/lib/content/serviceTypes";
import { ServiceIcon } from "@/components/ui/icons";
import { cx } from "@/lib/classNames";
import shared from "./shared.module.css";
import styles from "./Included.module.css";
import { type Props, Shell, SectionHeader } from "./shell";

export function Included({ section, index }: Props<IncludedSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <ul className={cx("card-grid", styles.included)}>
          {section.items.map((item) => (
            <li key={item.title} className={styles.includedItem}>
              <span className={styles.includedIcon}>
                <ServiceIcon name={item.icon} size={28} />
              </span>
              <h3 className={shared.h3}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </Shell>
  );
}
