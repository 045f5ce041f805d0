import type { CtaSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import { ActionLink } from "../ActionLink";
import { cx } from "@/lib/classNames";
import shared from "./shared.module.css";
import styles from "./Cta.module.css";
import { type Props, headingId, Shell } from "./shell";

export function Cta({ section, index, serviceId, fadeMargin }: Props<CtaSection>) {
  return (
    <Shell section={section} index={index} className={styles.ctaSection}>
      <FadeIn margin={fadeMargin} className="container">
        <div className={`${styles.cta} on-ink`}>
          <span className={styles.ctaGlow} aria-hidden="true" />
          {section.eyebrow ? <p className={cx(shared.heroEyebrow, styles.heroEyebrow)}>{section.eyebrow}</p> : null}
          <h2 id={headingId(index)} className={cx(shared.h2, styles.h2)}>
            {section.heading}
          </h2>
          <p className={styles.ctaText}>{section.text}</p>
          <div className={cx(shared.actions, styles.actions)}>
            {section.actions.map((action) => (
              <ActionLink key={action.label} action={action} onInk serviceId={serviceId} />
            ))}
          </div>
          {section.note ? <p className={styles.ctaNote}>{section.note}</p> : null}
        </div>
      </FadeIn>
    </Shell>
  );
}
