import Link from "@/components/i18n/Link";
import styles from "./CaseStudiesAndInsights.module.css";

/**
 * A row of filter links to pre-rendered pages (the studies' services and industries, the posts' topics): they
 * work without JavaScript, can be shared and are crawled. The page the visitor is on is marked aria-current.
 */
export function FilterChips({
  links,
  current,
  labelledBy,
}: {
  links: readonly { href: string; label: string }[];
  current: string;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.chips} aria-labelledby={labelledBy}>
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className={styles.chip} aria-current={current === href ? "page" : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
