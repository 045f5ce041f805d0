import { localeInfo, type Locale } from "@/lib/locales";
import { controlsIn } from "@/lib/content/controls";
import styles from "./EnglishContent.module.css";

/**
 * Content that stays English (cards and links of the English-only case studies and articles): on a Telugu or
 * Hindi page it is marked lang="en" and opens with a line in the page's language saying the pages it links to
 * are in English; on an English page it is rendered as it is, with no wrapper.
 */
export function EnglishContent({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  if (locale === "en") return children;
  return (
    <div lang="en">
      <p className={styles.note} lang={localeInfo[locale].htmlLang}>
        {controlsIn(locale).englishPagesNote}
      </p>
      {children}
    </div>
  );
}
