import { FadeIn } from "@/components/motion/FadeIn";
import { Faq } from "@/components/ui/Faq";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { SectionHeading } from "@/components/ui/SectionHeading";
import styles from "./sections.module.css";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";

/** Section 8: FAQs — five questions, one open at a time. */
export function FaqSection() {
  const { faqAside, faqIntro, homeFaqs } = homeIn(pageLocale());
  const aside = faqAside;
  return (
    <section id="faqs" className={styles.tinted} aria-labelledby="home-faq-heading">
      <div className={`container ${styles.faqGrid}`}>
        <FadeIn className={styles.faqIntro}>
          <SectionHeading id="home-faq-heading" {...faqIntro} />
        </FadeIn>
        <FadeIn className={styles.faqList}>
          <Faq items={homeFaqs} group="home-faq" />
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
