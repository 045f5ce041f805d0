import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { contactFormIn } from "@/lib/content/forms";
import { controlsIn } from "@/lib/content/controls";
import { pageLocale } from "@/components/i18n/pageLocale";
import { pagePaths } from "@/lib/paths";
import { phoneLink } from "@/lib/content/site";
import { whatsappHref } from "@/lib/whatsapp";
import styles from "./Contact.module.css";

/**
 * Under the contact form, and still there while its thank-you shows and after: when the agency answers, and the
 * quicker ways to reach it meanwhile.
 */
export function ReplyNote() {
  const locale = pageLocale();
  const { reply } = contactFormIn(locale);
  const { newTabNote } = controlsIn(locale);
  return (
    <p className={styles.replyNote}>
      {reply.when} {reply.sooner}{" "}
      <a href={whatsappHref(pagePaths.contact, whatsappMessagesIn(locale))} target="_blank" rel="noopener noreferrer">
        {reply.whatsapp}
        <span className="visually-hidden"> {newTabNote}</span>
      </a>{" "}
      {reply.or} <a href={phoneLink.href}>{phoneLink.text}</a>.
    </p>
  );
}
