import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { ServicesOverview } from "@/components/services/ServicesOverview";

export const metadata = buildMetadata(pages.services);

export default function ServicesPage() {
  return <ServicesOverview />;
}
