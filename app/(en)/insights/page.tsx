import { InsightsRoute, insightsMetadata } from "@/components/routes/collectionRoutes";

export const metadata = insightsMetadata("en");

export default function InsightsPage() {
  return <InsightsRoute locale="en" />;
}
