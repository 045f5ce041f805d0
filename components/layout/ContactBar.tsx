import type { Locale } from "@/lib/locales";
import { controlsIn } from "@/lib/content/controls";
import { navigationIn } from "@/lib/content/navigation";
import { phoneLink } from "@/lib/content/site";
import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";
import { WhatsAppLink } from "./WhatsAppLink";
import styles from "./ContactBar.module.css";

/**
 * Below 1024 px, a slim row at the bottom of the fixed header: call the office, or open WhatsApp with the page's
 * message, in one tap. It is part of the header, whose height (--header-h) includes it, so it never covers the
 * page. From 1024 px the header's own WhatsApp pill and the footer carry these.
 */
export function ContactBar({ locale }: { locale: Locale }) {
  const copy = navigationIn(locale).layoutCopy.contactBar;
  const { newTabNote } = controlsIn(locale);
  return (
    <div className={styles.bar} role="group" aria-label={copy.label}>
      <a className={styles.link} href={phoneLink.href}>
        <PhoneIcon size={16} />
        <span>
          {copy.call}
          <span className="visually-hidden">{copy.callNumber}</span>
        </span>
      </a>
      <WhatsAppLink className={`${styles.link} ${styles.whatsapp}`}>
        <WhatsAppIcon size={16} />
        <span>
          {copy.whatsapp}
          <span className="visually-hidden"> {newTabNote}</span>
        </span>
      </WhatsAppLink>
    </div>
  );
}
