import type { Locale } from "@/lib/locales";
import { privacyNoticeIn } from "@/lib/content/privacy";
import styles from "./Rights.module.css";

/** Each piece of personal data with its purpose, where it goes and how long it stays: a list that reflows on a phone. */
export function DataItems({ locale }: { locale: Locale }) {
  const { heading, labels, items } = privacyNoticeIn(locale).dataItems;
  return (
    <section aria-labelledby="data-items-heading">
      <h3 id="data-items-heading">{heading}</h3>
      <ul className={styles.items}>
        {items.map((entry) => (
          <li key={entry.item}>
            <strong>{entry.item}</strong>
            <dl>
              <dt>{labels.purpose}</dt>
              <dd>{entry.purpose}</dd>
              <dt>{labels.goesTo}</dt>
              <dd>{entry.goesTo}</dd>
              <dt>{labels.kept}</dt>
              <dd>{entry.kept}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
