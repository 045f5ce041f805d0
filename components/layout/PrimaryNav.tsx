"use client";
import { usePathname } from "next/navigation";
import { englishPath } from "@/lib/locales";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { isInServicesSection } from "@/lib/navigation";
import { ServicesDropdown } from "./ServicesDropdown";
import { NavLink } from "./NavLink";
import styles from "./PrimaryNav.module.css";

/** Desktop navigation. A client component only because the current page follows client-side navigation. */
export function PrimaryNav() {
  const pathname = usePathname();
  const { layoutCopy, mainNav } = useLocaleCopy();
  return (
    <nav className={styles.nav} aria-label={layoutCopy.mainNavLabel}>
      <ul className={styles.list}>
        {mainNav.map((item) =>
          item.opensServicesMenu ? (
            <li key={item.href} className={styles.item}>
              <ServicesDropdown
                label={item.label}
                overviewHref={item.href}
                inSection={isInServicesSection(englishPath(pathname))}
              />
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              <NavLink href={item.href} pathname={pathname} className={styles.link}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
