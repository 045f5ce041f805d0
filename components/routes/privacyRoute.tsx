import type { Locale } from "@/lib/locales";
import { pageFor } from "@/lib/content/pages";
import { privacyNoticeIn } from "@/lib/content/privacy";
import { pageGraph } from "@/lib/structured-data";
import { analyticsEnabled } from "@/components/analytics/enabled";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { PrivacyNotice } from "@/components/privacy/PrivacyNotice";
import { pageMetadata, pagePathIn } from "./pagePath";

export const privacyMetadata = (locale: Locale) => pageMetadata("privacy", locale);

/** The privacy notice in every language the agency serves. */
export function PrivacyRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const notice = privacyNoticeIn(locale);
  return (
    <>
      <PageHero
        id="privacy-hero"
        eyebrow={notice.eyebrow}
        heading={pageFor("privacy", locale).title}
        lead={notice.lead}
      />
      <PrivacyNotice analyticsOn={analyticsEnabled(process.env)} locale={locale} />
      <JsonLd data={pageGraph(pagePathIn("privacy", locale), { type: "WebPage" })} />
    </>
  );
}
