import { controlsFor } from "@/content/localized";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { contactPageFor } from "@/content/localizedForms";
import { pageLocale } from "@/components/i18n/pageLocale";
import { pages } from "@/content/pages";
import { phoneLink } from "@/content/site";
import { whatsappHref } from "@/lib/whatsapp";
import styles from "./Contact.module.css";

/**
 * Under the contact form, and still there while its thank-you shows and after: when the agency answers, and the
 * quicker ways to reach it meanwhile.
 */
export function ReplyNote() {
  const locale = pageLocale();
  const { reply } = contactPageFor(locale).form;
  const { newTabNote } = controlsFor(locale);
  return (
    <p className={styles.replyNote}>
      {reply.when} {reply.sooner}{" "}
      <a href={whatsappHref(pages.contact.path, whatsappMessagesIn(locale))} target="_blank" rel="noopener noreferrer">
        {reply.whatsapp}
        <span className="visually-hidden"> {newTabNote}</span>
      </a>{" "}
      {reply.or} <a href={phoneLink.href}>{phoneLink.text}</a>.
    </p>
  );
}
