import type { Locale } from "@/content/locales";

/**
 * Content that stays English (cards and links of the English-only case studies and articles): on a Telugu or
 * Hindi page it is wrapped and marked lang="en"; on an English page it is rendered as it is, with no wrapper.
 */
export function EnglishContent({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return locale === "en" ? children : <div lang="en">{children}</div>;
}
