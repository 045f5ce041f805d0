import type { Locale } from "@/lib/locales";
import { careersIn } from "@/lib/content/careers";
import { jobOpeningsIn } from "@/lib/content/jobs";
import { careersGraph, jobPostingInput } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { CareersBoard } from "@/components/careers/CareersBoard";
import { OPENINGS_ID } from "@/components/careers/ids";
import { FadeIn } from "@/components/motion/FadeIn";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { NumberBadge } from "@/components/ui/NumberBadge";
import { cx } from "@/lib/classNames";
import styles from "@/components/careers/Careers.module.css";
import { pageMetadata, pagePathIn } from "./pagePath";

export const careersMetadata = (locale: Locale) => pageMetadata("careers", locale);

/** The careers page in every language: the openings and the application form in that language. */
export function CareersRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { intro: careersIntro } = careersIn(locale);
  const jobOpenings = jobOpeningsIn(locale);
  return (
    <>
      <PageHero
        id="careers-hero"
        eyebrow={careersIntro.eyebrow}
        heading={careersIntro.heading}
        lead={careersIntro.lead}
      >
        <ButtonLink href={`#${OPENINGS_ID}`}>{careersIntro.openingsLinkLabel}</ButtonLink>
      </PageHero>

      <section className={`container ${styles.section}`} aria-labelledby="perks-heading">
        <h2 id="perks-heading">{careersIntro.perksHeading}</h2>
        <ul className={cx("card-grid", styles.perks)}>
          {careersIntro.perks.map((perk, index) => (
            <FadeIn as="li" key={perk.key} className={styles.perk} delay={index * 0.06}>
              <NumberBadge n={index + 1} className={styles.perkNumber} />
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </FadeIn>
          ))}
        </ul>
      </section>

      <section id={OPENINGS_ID} className={styles.openings} aria-labelledby="openings-heading">
        <div className="container">
          <h2 id="openings-heading">{careersIntro.openingsHeading}</h2>
          <p className={styles.lead}>{careersIntro.openingsLead}</p>
          <CareersBoard locale={locale} />
        </div>
      </section>
      <JsonLd data={careersGraph(jobOpenings.map(jobPostingInput), pagePathIn("careers", locale))} />
    </>
  );
}
