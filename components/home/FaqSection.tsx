import { faqAside, faqIntro, homeFaqs } from "@/content/home";
import { FadeIn } from "@/components/motion/FadeIn";
import { Accordion } from "@/components/ui/Accordion";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { SectionHeading } from "@/components/ui/SectionHeading";
import styles from "./sections.module.css";

/** Section 8: FAQs — five questions in a one-open-at-a-time accordion. */
export function FaqSection() {
  const aside = faqAside;
  return (
    <section id="faqs" className={styles.tinted} aria-labelledby="home-faq-heading">
      <div className={`container ${styles.faqGrid}`}>
        <FadeIn className={styles.faqIntro}>
          <SectionHeading id="home-faq-heading" {...faqIntro} />
        </FadeIn>
        <FadeIn className={styles.faqList}>
          <Accordion items={homeFaqs} idPrefix="home-faq" headingLevel={3} />
        </FadeIn>
        <FadeIn className={styles.faqAsideCell}>
          <div className={styles.faqAside}>
            <p className={styles.faqAsideHeading}>{aside.heading}</p>
            <p className={styles.faqAsideText}>{aside.text}</p>
            <ButtonLink href={aside.link.href} variant="secondary">
              {aside.link.label}
            </ButtonLink>
          </div>
        </FadeIn>
      </div>
    </section>
  );
}
