import type { HighlightSection } from "@/lib/content/serviceTypes";
import { FadeIn } from "@/components/motion/FadeIn";
import shared from "./shared.module.css";
import styles from "./Highlight.module.css";
import { CheckList } from "@/components/ui/CheckList";
import { type Props, headingId, Shell } from "./shell";
import { figureWithUnit } from "@/lib/figure";

export function Highlight({ section, index, fadeMargin }: Props<HighlightSection>) {
  return (
    <Shell section={section} index={index} className={styles.highlightSection}>
      <FadeIn margin={fadeMargin} className={`container ${styles.highlight}`}>
        <p className={styles.highlightValue} aria-hidden="true">
          {figureWithUnit(section.value)}
        </p>
        <div>
          <h2 id={headingId(index)} className={shared.h2}>
            {section.heading}
          </h2>
          <p className={shared.intro}>{section.text}</p>
          {section.points ? <CheckList items={section.points} className={shared.checkList} /> : null}
        </div>
      </FadeIn>
    </Shell>
  );
}
