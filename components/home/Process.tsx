import { FadeIn } from "@/components/motion/FadeIn";
import { SectionHeading } from "@/components/ui/SectionHeading";
import styles from "./Process.module.css";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { homeIn } from "@/lib/content/home";
import { pageLocale } from "@/components/i18n/pageLocale";

/** Section 5: Our Process — the four steps, in order. */
export function Process() {
  const { processIntro, processSteps } = homeIn(pageLocale());
  return (
    <section className={styles.section} aria-labelledby="home-process-heading">
      <div className="container">
        <FadeIn>
          <SectionHeading id="home-process-heading" align="center" {...processIntro} />
        </FadeIn>
        <ol className={`${styles.steps} ${railClass}`} {...keyboardRail(processIntro.heading)}>
          {processSteps.map((step, i) => (
            <FadeIn as="li" key={step.number} delay={i * 0.1} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {step.number}
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.description}</p>
            </FadeIn>
          ))}
        </ol>
      </div>
    </section>
  );
}
