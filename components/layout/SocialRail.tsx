import { layoutCopy } from "@/content/navigation";
import { site } from "@/content/site";
import { SocialLinks } from "./SocialLinks";
import styles from "./SocialRail.module.css";

/** Fixed side bar with all five social profiles (wide screens; below 1024 px the mobile menu carries them). */
export function SocialRail() {
  return (
    <aside className={styles.rail} aria-label={layoutCopy.followUsLabel}>
      <SocialLinks profiles={site.social} className={styles.list} linkClassName={styles.link} />
    </aside>
  );
}
