import { pages } from "@/content/pages";
import { privacyNotice } from "@/content/privacy";
import { buildMetadata } from "@/lib/metadata";
import { pageGraph } from "@/lib/structured-data";
import { analyticsEnabled } from "@/components/analytics/enabled";
import { JsonLd } from "@/components/seo/JsonLd";
import { PageHero } from "@/components/ui/PageHero";
import { PrivacyNotice } from "@/components/privacy/PrivacyNotice";

export const metadata = buildMetadata(pages.privacy);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={pageGraph(pages.privacy.path, { type: "WebPage" })} />
      <PageHero
        id="privacy-hero"
        eyebrow={privacyNotice.eyebrow}
        heading={pages.privacy.title}
        lead={privacyNotice.lead}
      />
      <PrivacyNotice analyticsOn={analyticsEnabled(process.env)} />
    </>
  );
}
