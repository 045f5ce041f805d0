import type { Locale } from "@/lib/locales";
import { controlsIn } from "@/lib/content/controls";
import { navigationIn } from "@/lib/content/navigation";
import { site } from "@/lib/content/site";
import { WhatsAppIcon } from "@/components/ui/icons";
import { SocialLinks } from "./SocialLinks";
import { WhatsAppLink } from "./WhatsAppLink";
import styles from "./MobileMenu.module.css";

/**
 * The foot of the mobile menu: WhatsApp with the number, and all five social profiles (below 1024 px the side
 * rail is hidden; the footer lists four). Rendered on the server and handed to the menu, so the site record is
 * read here rather than shipped in the menu's JavaScript.
 */
export function MobileMenuContact({ locale }: { locale: Locale }) {
  const { whatsapp, followUsLabel } = navigationIn(locale).layoutCopy;
  const { newTabNote } = controlsIn(locale);
  return (
    <>
      <WhatsAppLink className={styles.whatsapp}>
        <WhatsAppIcon size={18} /> {whatsapp.menuPrefix} {site.phone.display}
        <span className="visually-hidden"> {newTabNote}</span>
      </WhatsAppLink>
      <SocialLinks
        profiles={site.social}
        newTabNote={newTabNote}
        label={followUsLabel}
        className={styles.social}
        linkClassName={styles.socialLink}
      />
    </>
  );
}
