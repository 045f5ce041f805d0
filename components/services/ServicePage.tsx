import type { ServiceRecord, ServiceSection } from "@/content/services/types";
import {
  About,
  Advantages,
  CaseStudies,
  Cta,
  Faq,
  Hero,
  Highlight,
  Included,
  Metrics,
  PageNav,
  Process,
  ServiceGrid,
  Stats,
  WhyChoose,
} from "./sections";
import styles from "./sections.module.css";

/** Render one section by its kind. The switch is exhaustive: a new kind fails to compile until it is handled. */
export function SectionView({ section, index }: { section: ServiceSection; index: number }) {
  switch (section.kind) {
    case "hero":
      return <Hero section={section} index={index} />;
    case "pageNav":
      return <PageNav section={section} index={index} />;
    case "about":
      return <About section={section} index={index} />;
    case "serviceGrid":
      return <ServiceGrid section={section} index={index} />;
    case "whyChoose":
      return <WhyChoose section={section} index={index} />;
    case "stats":
      return <Stats section={section} index={index} />;
    case "process":
      return <Process section={section} index={index} />;
    case "advantages":
      return <Advantages section={section} index={index} />;
    case "included":
      return <Included section={section} index={index} />;
    case "highlight":
      return <Highlight section={section} index={index} />;
    case "faq":
      return <Faq section={section} index={index} />;
    case "caseStudies":
      return <CaseStudies section={section} index={index} />;
    case "metrics":
      return <Metrics section={section} index={index} />;
    case "cta":
      return <Cta section={section} index={index} />;
    default: {
      const unhandled: never = section;
      throw new Error(`Unhandled section ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The one service-page template: any record, its sections in order. */
export function ServicePage({ record }: { record: ServiceRecord }) {
  return (
    <div className={styles.page} data-theme={record.theme} data-service={record.id}>
      {record.sections.map((section, index) => (
        <SectionView key={`${section.kind}-${index}`} section={section} index={index} />
      ))}
    </div>
  );
}
