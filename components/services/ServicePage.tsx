import type { ServiceId } from "@/lib/content/serviceCatalogue";
import type { ServiceRecord, ServiceSection } from "@/lib/content/serviceTypes";
import {
  About,
  Advantages,
  CaseStudies,
  Cta,
  Faq,
  Gallery,
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
import styles from "./sections/shared.module.css";

/** Render one section by its kind. The switch is exhaustive: a new kind fails to compile until it is handled. */
export function SectionView({
  section,
  index,
  serviceId,
  fadeMargin,
}: {
  section: ServiceSection;
  index: number;
  serviceId: ServiceId;
  fadeMargin?: `${number}px`;
}) {
  const props = { index, serviceId, fadeMargin };
  switch (section.kind) {
    case "hero":
      return <Hero section={section} {...props} />;
    case "pageNav":
      return <PageNav section={section} {...props} />;
    case "about":
      return <About section={section} {...props} />;
    case "serviceGrid":
      return <ServiceGrid section={section} {...props} />;
    case "whyChoose":
      return <WhyChoose section={section} {...props} />;
    case "stats":
      return <Stats section={section} {...props} />;
    case "process":
      return <Process section={section} {...props} />;
    case "advantages":
      return <Advantages section={section} {...props} />;
    case "included":
      return <Included section={section} {...props} />;
    case "highlight":
      return <Highlight section={section} {...props} />;
    case "faq":
      return <Faq section={section} {...props} />;
    case "caseStudies":
      return <CaseStudies section={section} {...props} />;
    case "gallery":
      return <Gallery section={section} {...props} />;
    case "metrics":
      return <Metrics section={section} {...props} />;
    case "cta":
      return <Cta section={section} {...props} />;
    default: {
      const unhandled: never = section;
      throw new Error(`Unhandled section ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * The one service-page template: any record, its sections in order. `beforeCta` (the case studies and
 * guides for this service) goes just before the closing call to action, or at the end without one.
 */
export function ServicePage({ record, beforeCta }: { record: ServiceRecord; beforeCta?: React.ReactNode }) {
  const last = record.sections.length - 1;
  const ctaIndex = record.sections[last]?.kind === "cta" ? last : record.sections.length;
  return (
    <div className={styles.page} data-theme={record.theme} data-service={record.id}>
      {record.sections.slice(0, ctaIndex).map((section, index) => (
        <SectionView
          key={`${section.kind}-${index}`}
          section={section}
          index={index}
          serviceId={record.id}
          fadeMargin={record.fadeMargin}
        />
      ))}
      {beforeCta}
      {record.sections.slice(ctaIndex).map((section, i) => (
        <SectionView
          key={`${section.kind}-${ctaIndex + i}`}
          section={section}
          index={ctaIndex + i}
          serviceId={record.id}
          fadeMargin={record.fadeMargin}
        />
      ))}
    </div>
  );
}
