import { contactPageIn } from "@/lib/content/contact";
import { pageLocale } from "@/components/i18n/pageLocale";
import { CheckIcon } from "@/components/ui/icons";
import { cx } from "@/lib/classNames";
import styles from "./Contact.module.css";
import { NumberBadge } from "@/components/ui/NumberBadge";

export function WhyReachOut() {
  const copy = contactPageIn(pageLocale()).whyReachOut;
  return (
    <div className="container">
      <h2 id="why-reach-out-heading" className={styles.sectionHeading}>
        {copy.heading}
      </h2>
      <ol className={cx("card-grid", styles.reasons)} aria-labelledby="why-reach-out-heading">
        {copy.reasons.map((reason, index) => (
          <li key={reason.title} className={styles.reason}>
            <NumberBadge n={index + 1} className={styles.reasonNumber} />
            <h3 className={styles.reasonTitle}>
              <CheckIcon className={styles.reasonIcon} size={18} />
              {reason.title}
            </h3>
            <p className={styles.reasonText}>{reason.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
