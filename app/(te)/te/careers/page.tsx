import { CareersRoute, careersMetadata } from "@/components/routes/careersRoute";

export const metadata = careersMetadata("te");

export default function Page() {
  return <CareersRoute locale="te" />;
}
