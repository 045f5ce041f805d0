import styles from "./SectionHeading.module.css";
import { cx } from "@/lib/classNames";

/**
 * The eyebrow + heading + lead that opens a page section. `id` goes on the heading so the section
 * can be labelled by it (aria-labelledby). Tone "light" is for sections on the dark ink background.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  align = "start",
  tone = "dark",
  level = 2,
  className,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  lead?: string;
  align?: "start" | "center";
  tone?: "dark" | "light";
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const classes = cx(styles.root, styles[align], styles[tone], className);
  return (
    <div className={classes}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.heading}>
        {heading}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
