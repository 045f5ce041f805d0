import { site } from "@/content/site";
import { SocialIcon } from "@/components/ui/icons";
import styles from "./SocialRail.module.css";

/** Fixed side bar with all five social profiles (wide screens; the footer carries them on phones). */
export function SocialRail() {
  return (
    <aside className={styles.rail} aria-label="Follow us">
      <ul className={styles.list}>
        {site.social.map((profile) => (
          <li key={profile.platform}>
            <a className={styles.link} href={profile.url} target="_blank" rel="noopener noreferrer">
              <SocialIcon platform={profile.platform} size={18} />
              <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
