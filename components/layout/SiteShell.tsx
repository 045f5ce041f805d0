import { Header } from "@/components/layout/Header";
import { Footer } from "@/components/layout/Footer";
import { SocialRail } from "@/components/layout/SocialRail";
import { ScrollToTop } from "@/components/layout/ScrollToTop";
import { Analytics } from "@/components/analytics/Analytics";
import { Beacon } from "@/components/analytics/Beacon";
import { analyticsEnabled } from "@/components/analytics/enabled";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { PRIVILEGED_PATHS } from "@/lib/hosting/csp";
import { localeInfo, type Locale } from "@/lib/locales";
import { navigationIn } from "@/lib/content/navigation";
import { LocaleCopyProvider } from "@/components/i18n/LocaleCopy";
import { localeCopyFor } from "@/components/i18n/localeCopy";
import { ThemeScript } from "./ThemeScript";
import styles from "./SiteShell.module.css";

/**
 * The document every language's root layout renders: <html lang> of its language, the skip link, header,
 * footer and the measurement. `fontClasses` are the next/font variables the language's layout loads. The display face (app/displayFace.css) is not
 * preloaded: a preload shared the slow link with the page and held its first paint back by 0.2–0.3 s
 * (docs/decisions.md, "Headings on a phone").
 */
export function SiteShell({
  locale,
  fontClasses,
  children,
}: {
  locale: Locale;
  fontClasses?: string;
  children: React.ReactNode;
}) {
  setPageLocale(locale);
  return (
    // The theme script sets data-theme (a remembered choice) on <html> before React hydrates it.
    <html lang={localeInfo[locale].htmlLang} className={fontClasses} suppressHydrationWarning>
      {/* The App Router's root layout owns <head>; next/head is the Pages Router's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
      </head>
      <body>
        <LocaleCopyProvider copy={localeCopyFor(locale)}>
          <a href="#main" className={styles.skipLink}>
            {navigationIn(locale).layoutCopy.skipLink}
          </a>
          <Header locale={locale} />
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          {/* Fixed at the side of wide screens, so its place here moves nothing on screen: after the page's own
              content, which a slow phone's first paint waits for, and after it in the keyboard's order too. */}
          <SocialRail locale={locale} />
          <Footer locale={locale} />
          <ScrollToTop />
          {firstPartyReceiver && <Beacon fullLoadPaths={PRIVILEGED_PATHS} />}
          {analyticsEnabled(process.env) && <Analytics />}
        </LocaleCopyProvider>
      </body>
    </html>
  );
}
