import { CareersRoute, careersMetadata } from "@/components/routes/careersRoute";

export const metadata = careersMetadata("en");

export default function Page() {
  return <CareersRoute locale="en" />;
}
