import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { buildMetadata } from "@/lib/metadata";
import { pageGraph } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/JsonLd";
import { PageHero } from "@/components/ui/PageHero";

export const metadata = buildMetadata(pages.privacy);

export default function PrivacyPage() {
  const { officer } = site.privacy;
  return (
    <>
      <JsonLd data={pageGraph(pages.privacy.path, { type: "WebPage" })} />
      <PageHero
        id="privacy-hero"
        eyebrow="Your data"
        heading={pages.privacy.title}
        lead={`How ${site.legalName} handles the personal data you share through this website.`}
      />
      <div className="container">
        <p>
          Questions about your data: {officer.name}, {officer.role}, <a href={`mailto:${officer.email}`}>{officer.email}</a>.
        </p>
      </div>
    </>
  );
}
