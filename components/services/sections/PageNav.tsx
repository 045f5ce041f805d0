import type { PageNavSection } from "@/lib/content/serviceTypes";
import styles from "./PageNav.module.css";
import { type Props } from "./shell";

export function PageNav({ section }: Props<PageNavSection>) {
  return (
    <nav className={styles.pageNav} aria-label={section.label}>
      <ul className="container">
        {section.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
