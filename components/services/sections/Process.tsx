import type { ProcessSection } from "@/lib/content/serviceTypes";
import { controlsIn } from "@/lib/content/controls";
import { stepLabel } from "@/lib/recordWords";
import { FadeIn } from "@/components/motion/FadeIn";
import shared from "./shared.module.css";
import styles from "./Process.module.css";
import { NumberBadge } from "@/components/ui/NumberBadge";
import { keyboardRail, railClass } from "@/components/ui/rail";
import { cx } from "@/lib/classNames";
import { type Props, Shell, SectionHeader } from "./shell";
import { pageLocale } from "@/components/i18n/pageLocale";

export function Process({ section, index, fadeMargin }: Props<ProcessSection>) {
  return (
    <Shell section={section} index={index}>
      <div className="container">
        <SectionHeader eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} index={index} center />
        <ol
          className={cx(styles.steps, railClass)}
          data-count={section.steps.length}
          {...keyboardRail(section.heading)}
        >
          {section.steps.map((step, i) => (
            <FadeIn margin={fadeMargin} as="li" key={step.title} className={styles.step} delay={(i % 3) * 0.08}>
              <NumberBadge n={i + 1} className={styles.stepNumber} />
              <h3 className={shared.h3}>
                {/* One text node: split ones read "Step 1 : …" in the search index and reader views. */}
                <span className="visually-hidden">{stepLabel(controlsIn(pageLocale()).recordWords, i + 1)}</span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </FadeIn>
          ))}
        </ol>
      </div>
    </Shell>
  );
}
