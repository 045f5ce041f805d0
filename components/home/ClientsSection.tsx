import { caseStudyPath, studiesBySlug } from "@/lib/caseStudies";
import { controlsIn } from "@/lib/content/controls";
import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { StudyCard } from "@/components/case-studies-and-insights/StudyCard";
import { ClientStrip } from "./ClientStrip";
import styles from "./sections.module.css";
import { RAIL_CARD_WIDTH, railClass } from "@/components/ui/rail";
import { businessIn } from "@/lib/content/clients";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";
import { EnglishContent } from "@/components/i18n/EnglishContent";

/**
 * Section 6: Our Clients — the strip of three clients' logos, each linked to its case study, then those studies
 * as cards with a piece of their work (lazy-loaded: the section sits far below the first screen).
 */
export function ClientsSection() {
  const locale = pageLocale();
  const { clientLogoLinkNote, clientStripStudies, clientsIntro, clientsWorkHeading, homeControlLabels, homeTimings } =
    homeIn(locale);
  const studies = studiesBySlug(clientStripStudies);
  return (
    <section className={styles.tinted} aria-labelledby="home-clients-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-clients-heading" align="center" {...clientsIntro} />
        </FadeIn>
        <ClientStrip
          clients={studies.map((study) => ({
            name: study.client.name,
            sector: businessIn(locale, study.client.name),
            logo: study.client.logo,
            href: caseStudyPath(study.slug),
          }))}
          tickMs={homeTimings.logoTickMs}
          stepPx={homeTimings.logoStepPx}
          labels={homeControlLabels.clientStrip}
          words={controlsIn(locale).interactiveWords}
          linkNote={clientLogoLinkNote}
        />
        <h3 className={styles.workHeading}>{clientsWorkHeading}</h3>
        {/* The case studies are English pages: on a Telugu or Hindi page their cards say so. */}
        <EnglishContent locale={locale}>
          <ul className={`${styles.workList} ${railClass}`}>
            {studies.map((study) => (
              <li key={study.slug}>
                <StudyCard
                  study={study}
                  headingLevel={4}
                  compactOnPhone
                  sizes={`(min-width: 1100px) 366px, (min-width: 800px) 30vw, (min-width: 640px) 92vw, ${RAIL_CARD_WIDTH}`}
                />
              </li>
            ))}
          </ul>
        </EnglishContent>
      </div>
    </section>
  );
}
