import type { FaqSection } from "@/content/services/types";
import styles from "../sections.module.css";
import { ChevronDownIcon } from "@/components/ui/icons";
import { type Props, Shell, SectionHeader } from "./shell";

export function Faq({ section, index }: Props<FaqSection>) {
  const group = `faq-${section.id ?? index}`;
  return (
    <Shell section={section} index={index}>
      <div className={`container ${styles.faqGrid}`}>
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        {/* Native exclusive accordion: details elements sharing a name keep one open at a time; clicking the
            open one closes it. Works without JavaScript, and every answer is in the HTML for crawlers. */}
        <div className={styles.faqList}>
          {section.items.map((item) => (
            <details key={item.question} name={group} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>
                <h3 className={styles.faqHeading}>{item.question}</h3>
                <ChevronDownIcon className={styles.faqChevron} />
              </summary>
              <div className={styles.faqAnswer}>
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </Shell>
  );
}
