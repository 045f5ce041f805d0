import type { Locale } from "@/lib/locales";
import { aboutIn } from "@/lib/content/about";
import { pageGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import {
  AboutIntro,
  AboutServices,
  Differentiators,
  MeetTheTeam,
  TrustedByBusinesses,
} from "@/components/about/AboutSections";
import { PageHero } from "@/components/ui/PageHero";
import { ButtonLink } from "@/components/ui/ButtonLink";
import styles from "@/components/about/About.module.css";
import { pageMetadata, pagePathIn } from "./pagePath";

export const aboutMetadata = (locale: Locale) => pageMetadata("about", locale);

/** About in every language. */
export function AboutRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const aboutPage = aboutIn(locale);
  const { hero, cta } = aboutPage;
  return (
    <>
      <PageHero id="about-hero" eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead}>
        <ButtonLink href="#team-heading" variant="ghost-light">
          {aboutPage.team.heading}
        </ButtonLink>
      </PageHero>
      <AboutIntro />
      <TrustedByBusinesses />
      <AboutServices />
      <Differentiators />
      <MeetTheTeam />
      <section className={styles.cta} aria-labelledby="about-cta-heading">
        <div className={`container ${styles.ctaInner}`}>
          <h2 id="about-cta-heading">{cta.heading}</h2>
          <p>{cta.text}</p>
          <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        </div>
      </section>
      <JsonLd data={pageGraph(pagePathIn("about", locale), { type: "AboutPage" })} />
    </>
  );
}
