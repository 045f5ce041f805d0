import type { FaqItem } from "@/lib/content/types";
import { cx } from "@/lib/classNames";
import { ChevronDownIcon } from "./icons";
import styles from "./Faq.module.css";

/**
 * The site's one FAQ: native `<details>` elements sharing a `name`, so the browser keeps one answer open at a
 * time and clicking the open question closes it, with no JavaScript. Every answer is in the served HTML for
 * crawlers, and find-in-page opens a closed answer by itself.
 */
export function Faq({
  items,
  group,
  headingLevel = 3,
  className,
}: {
  items: readonly FaqItem[];
  /** The `name` the details share; unique per FAQ on a page. */
  group: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.faq, className)}>
      {items.map((item) => (
        <details key={item.question} name={group} className={styles.item}>
          <summary className={styles.question}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <ChevronDownIcon className={styles.icon} size={22} />
          </summary>
          <div className={styles.answer}>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
