import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRightIcon } from "@/components/ui/icons";
import styles from "./CaseStudiesAndInsights.module.css";

/** The closing call to action of case-study and insights pages: one button to /contact. */
export function ClosingCta({
  id,
  cta,
}: {
  id: string;
  cta: { heading: string; text: string; label: string; href: string };
}) {
  return (
    <section className={`${styles.cta} on-ink`} aria-labelledby={id}>
      <div className={`container ${styles.ctaInner}`}>
        <h2 id={id}>{cta.heading}</h2>
        <p>{cta.text}</p>
        <ButtonLink href={cta.href}>
          {cta.label}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
    </section>
  );
}
