import { PrivacyRoute, privacyMetadata } from "@/components/routes/privacyRoute";

export const metadata = privacyMetadata("te");

export default function Page() {
  return <PrivacyRoute locale="te" />;
}
