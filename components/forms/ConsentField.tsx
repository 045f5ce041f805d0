import { CONSENT_VALUE } from "@/lib/forms/limits";
import { FieldMessages } from "./Field";
import styles from "./Form.module.css";

/** An unticked, required consent checkbox; its error shows under it and describes it. */
export function ConsentField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <div className={styles.consent}>
      <div className={styles.consentRow}>
        <input
          id={id}
          name="consent"
          type="checkbox"
          value={CONSENT_VALUE}
          required
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
