import { englishFieldWords as fieldWords } from "@/lib/content/fieldMarks";
import { HONEYPOT_FIELD } from "@/lib/forms/limits";
import styles from "./Form.module.css";

/**
 * Spam trap: a field people never see or reach (off-screen, hidden from assistive technology, out of
 * the tab order, no autofill). Bots that fill every input fill it; the receiver keeps such submissions in the
 * lead desk's spam tray, out of the inbox (where staff can still rescue a person whose browser filled it).
 */
export function Honeypot({ idPrefix, label = fieldWords.honeypotLabel }: { idPrefix: string; label?: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
