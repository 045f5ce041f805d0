import { site } from "@/lib/content/site";
import styles from "./Logo.module.css";

/**
 * The agency mark: a stylised "D" arrow in the accent colour, and the name. `compact`: on the narrowest phones
 * the name is left to screen readers, so the header's row (logo, Menu, chat) fits in 320 px.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <svg className={styles.mark} width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="10" fill="var(--color-accent)" />
        <path d="M11 9h7.5a9 9 0 0 1 0 18H11Z" fill="var(--color-ink)" />
        <path d="M16 14.5h2.2a3.5 3.5 0 0 1 0 7H16Z" fill="var(--color-accent)" />
      </svg>
      <span className={styles.name}>{site.name}</span>
    </span>
  );
}
