import { homeHero } from "@/content/home";
import { ButtonLink } from "@/components/ui/ButtonLink";
import styles from "./HomeHero.module.css";

export function HomeHero() {
  return (
    <section className={`${styles.hero} on-ink`} aria-labelledby="home-hero-heading">
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>{homeHero.eyebrow}</p>
        <h1 id="home-hero-heading" className={styles.heading}>
          {homeHero.heading}
        </h1>
        <p className={styles.lead}>{homeHero.lead}</p>
        <div className={styles.actions}>
          <ButtonLink href={homeHero.cta.href}>{homeHero.cta.label}</ButtonLink>
          <ButtonLink href={homeHero.secondaryCta.href} variant="ghost-light">
            {homeHero.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
