import { aboutPage } from "@/content/about";
import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { pageGraph } from "@/lib/structured-data";
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

export const metadata = buildMetadata(pages.about);

export default function AboutPage() {
  const { hero, cta } = aboutPage;
  return (
    <>
      <JsonLd data={pageGraph(pages.about.path, { type: "AboutPage" })} />
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
    </>
  );
}
