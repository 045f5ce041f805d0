import { InsightsRoute, insightsMetadata } from "@/components/routes/collectionRoutes";

export const metadata = insightsMetadata("hi");

export default function InsightsPage() {
  return <InsightsRoute locale="hi" />;
}
