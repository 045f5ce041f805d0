import { InsightsRoute, insightsMetadata } from "@/components/routes/collectionRoutes";

export const metadata = insightsMetadata("te");

export default function InsightsPage() {
  return <InsightsRoute locale="te" />;
}
