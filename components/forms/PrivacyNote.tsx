import { formPrivacyIn } from "@/lib/content/forms";
import { localHref } from "@/lib/content/translations";
import { pageLocale } from "@/components/i18n/pageLocale";
import styles from "./Form.module.css";

/** One line above the submit button: what the data is for, how long it is kept, and the privacy notice. */
export function PrivacyNote({ text }: { text: string }) {
  const locale = pageLocale();
  const { noticeLink } = formPrivacyIn(locale);
  const link = localHref(noticeLink.href, locale);
  return (
    <p className={styles.privacy}>
      {text}{" "}
      <a href={link.href} hrefLang={link.hrefLang}>
        {noticeLink.label}
      </a>
    </p>
  );
}
