"use client";
import { usePathname } from "next/navigation";
import { localeInfo, localeOfPath, locales } from "@/content/locales";
import { layoutCopyFor } from "@/content/localized";
import { pageInLanguages } from "@/content/translations";
import styles from "./LanguageSwitcher.module.css";

/**
 * Links to this page in the site's other languages, each named in its own language and script (lang), offered
 * only where the page exists in that language. Plain links: each language has its own root layout, so the
 * switch is a full page load anyway.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const pathname = usePathname() ?? "/";
  const current = localeOfPath(pathname);
  const addresses = pageInLanguages(pathname);
  const others = locales.filter((locale) => locale !== current && addresses[locale]);
  if (others.length === 0) return null;
  return (
    <nav className={`${styles.switcher} ${className ?? ""}`} aria-label={layoutCopyFor(current).languagesLabel}>
      <ul className={styles.list}>
        {others.map((locale) => (
          <li key={locale}>
            <a
              href={addresses[locale]}
              lang={localeInfo[locale].htmlLang}
              hrefLang={localeInfo[locale].htmlLang}
              className={styles.link}
            >
              {localeInfo[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
