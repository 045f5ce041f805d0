import { PrivacyRoute, privacyMetadata } from "@/components/routes/privacyRoute";

export const metadata = privacyMetadata("hi");

export default function Page() {
  return <PrivacyRoute locale="hi" />;
}
