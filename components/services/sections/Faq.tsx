import type { FaqSection } from "@/lib/content/serviceTypes";
import { Faq as FaqList } from "@/components/ui/Faq";
import styles from "./Faq.module.css";
import { type Props, Shell, SectionHeader } from "./shell";

export function Faq({ section, index }: Props<FaqSection>) {
  return (
    <Shell section={section} index={index}>
      <div className={`container ${styles.faqGrid}`}>
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} />
        <FaqList items={section.items} group={`faq-${section.id ?? index}`} className={styles.faqList} />
      </div>
    </Shell>
  );
}
