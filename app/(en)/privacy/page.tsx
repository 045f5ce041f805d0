import { PrivacyRoute, privacyMetadata } from "@/components/routes/privacyRoute";

export const metadata = privacyMetadata("en");

export default function Page() {
  return <PrivacyRoute locale="en" />;
}
