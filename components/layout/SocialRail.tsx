import type { Locale } from "@/lib/locales";
import { controlsIn } from "@/lib/content/controls";
import { navigationIn } from "@/lib/content/navigation";
import { site } from "@/lib/content/site";
import { SocialLinks } from "./SocialLinks";
import styles from "./SocialRail.module.css";

/** Fixed side bar with all five social profiles (wide screens; below 1024 px the mobile menu carries them). */
export function SocialRail({ locale }: { locale: Locale }) {
  return (
    <aside className={styles.rail} aria-label={navigationIn(locale).layoutCopy.followUsLabel}>
      <SocialLinks
        profiles={site.social}
        newTabNote={controlsIn(locale).newTabNote}
        className={styles.list}
        linkClassName={styles.link}
      />
    </aside>
  );
}
