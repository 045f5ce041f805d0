"use client";
import { usePathname } from "next/navigation";
import { localeInfo, localeOfPath, locales, type Locale } from "@/lib/locales";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { pageInLanguages } from "@/lib/content/translations";
import { ChevronDownIcon } from "@/components/ui/icons";
import styles from "./LanguageSwitcher.module.css";

/**
 * Links to this page in the site's other languages, each named in its own language and script (lang), offered
 * only where the page exists in that language. Plain links: each language has its own root layout, so the
 * switch is a full page load anyway. In the mobile menu they are a list; in the desktop header, where the row
 * is full, a native disclosure (works before and without scripts) whose button shows the languages' short names.
 */
export function LanguageSwitcher({ variant, className }: { variant: "header" | "menu"; className?: string }) {
  const pathname = usePathname() ?? "/";
  const label = useLocaleCopy().layoutCopy.languagesLabel;
  const current = localeOfPath(pathname);
  const addresses = pageInLanguages(pathname);
  const others = locales.filter((locale) => locale !== current && addresses[locale]);
  if (others.length === 0) return null;
  const links = (
    <ul className={variant === "menu" ? styles.list : styles.panel}>
      {others.map((locale) => (
        <li key={locale}>
          <LanguageLink locale={locale} href={addresses[locale]!} />
        </li>
      ))}
    </ul>
  );
  return (
    <nav className={`${styles.switcher} ${className ?? ""}`} aria-label={label}>
      {variant === "menu" ? (
        links
      ) : (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>
            <span className="visually-hidden">{label}: </span>
            {others.map((locale) => (
              <span key={locale} lang={localeInfo[locale].htmlLang} className={styles.short}>
                {localeInfo[locale].shortName}
              </span>
            ))}
            <ChevronDownIcon size={14} className={styles.chevron} />
          </summary>
          {links}
        </details>
      )}
    </nav>
  );
}

function LanguageLink({ locale, href }: { locale: Locale; href: string }) {
  const { htmlLang, name } = localeInfo[locale];
  return (
    <a href={href} lang={htmlLang} hrefLang={htmlLang} className={styles.link}>
      {name}
    </a>
  );
}
