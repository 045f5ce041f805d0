import { formPrivacy } from "@/content/formPrivacy";
import styles from "./Form.module.css";

/** One line above the submit button: what the data is for, how long it is kept, and the privacy notice. */
export function PrivacyNote({ text }: { text: string }) {
  return (
    <p className={styles.privacy}>
      {text} <a href={formPrivacy.noticeLink.href}>{formPrivacy.noticeLink.label}</a>
    </p>
  );
}
