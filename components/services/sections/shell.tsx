import type { ServiceId } from "@/lib/content/serviceCatalogue";
import type { ServiceSection } from "@/lib/content/serviceTypes";
import styles from "./shared.module.css";
import { cx } from "@/lib/classNames";

// The frame every service-page section shares: its <section> with tone and heading id, and its header.

export type Props<S> = {
  section: S;
  index: number;
  /** The page's service: its "enquiry" actions open the contact form with it chosen. */
  serviceId: ServiceId;
  /** Root margin of the scroll fade-ins (50 px on the logo page, so its cards fade in later). */
  fadeMargin?: `${number}px`;
};

export const headingId = (index: number) => `section-${index}-heading`;

export function Shell({
  section,
  index,
  className,
  children,
  labelledBy = true,
}: {
  section: ServiceSection;
  index: number;
  className?: string;
  children: React.ReactNode;
  labelledBy?: boolean;
}) {
  const tone = section.tone ?? "paper";
  return (
    <section
      id={section.id}
      data-section={section.kind}
      data-tone={tone}
      className={cx(styles.section, styles[`tone-${tone}`], tone === "ink" && "on-ink", className)}
      aria-labelledby={labelledBy ? headingId(index) : undefined}
    >
      {children}
    </section>
  );
}

export function SectionHeader({
  eyebrow,
  heading,
  intro,
  index,
  center = false,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  index: number;
  center?: boolean;
}) {
  return (
    <header className={cx(styles.header, center && styles.center)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={headingId(index)} className={styles.h2}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
