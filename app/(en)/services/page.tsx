import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { ServicesOverview } from "@/components/services/ServicesOverview";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageGraph } from "@/lib/structured-data";

export const metadata = buildMetadata(pages.services);

export default function ServicesPage() {
  return (
    <>
      <JsonLd data={pageGraph(pages.services.path, { type: "CollectionPage" })} />
      <ServicesOverview />
    </>
  );
}
