import { formNoticesIn } from "@/lib/content/forms";
import { pageLocale } from "@/components/i18n/pageLocale";
import { fill } from "@/lib/template";
import { RichLine } from "@/components/ui/RichText";
import styles from "./Form.module.css";

/**
 * Demo builds only (no endpoint), without JavaScript: the form cannot send, so offer the phone and e-mail. It
 * says something only without JavaScript, so only the server renders it (a form's `notice`).
 */
export function NotConnectedNotice({ what }: { what: string }) {
  const formCopy = formNoticesIn(pageLocale());
  return (
    <noscript>
      <div className={styles.notice}>
        <p className={styles.alertTitle}>{fill(formCopy.notConnected.title, { what })}</p>
        <p className={styles.alertText}>
          <RichLine parts={formCopy.notConnected.text} />
        </p>
      </div>
    </noscript>
  );
}
