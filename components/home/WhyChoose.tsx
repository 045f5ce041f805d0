import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { HomeIcon } from "@/components/ui/icons";
import styles from "./WhyChoose.module.css";
import { NumberBadge } from "@/components/ui/NumberBadge";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";

/** Section 4: Why Choose — six strategy cards and the six industries. */
export function WhyChoose() {
  const { industries, industriesHeading, strategies, whyChooseIntro } = homeIn(pageLocale());
  return (
    <section className={`${styles.section} on-ink`} aria-labelledby="home-why-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-why-heading" tone="light" {...whyChooseIntro} />
        </FadeIn>
        <ul className={`${styles.strategies} ${railClass}`} {...keyboardRail(whyChooseIntro.heading)}>
          {strategies.map((card, i) => (
            <FadeIn as="li" key={card.title} delay={(i % 3) * 0.08} className={styles.strategy}>
              <NumberBadge n={i + 1} className={styles.number} />
              <HomeIcon name={card.icon} size={28} className={styles.icon} />
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.description}</p>
            </FadeIn>
          ))}
        </ul>
        <FadeIn className={styles.industriesBlock}>
          <h3 id="home-industries-heading" className={styles.industriesHeading}>
            {industriesHeading}
          </h3>
          <ul className={`${styles.industries} ${railClass}`} aria-labelledby="home-industries-heading" tabIndex={0}>
            {industries.map((card) => (
              <li key={card.title} className={styles.industry}>
                <span className={styles.industryIcon}>
                  <HomeIcon name={card.icon} size={24} />
                </span>
                <div>
                  <h4 className={styles.industryTitle}>{card.title}</h4>
                  <p className={styles.industryText}>{card.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </FadeIn>
      </div>
    </section>
  );
}
