import { CareersRoute, careersMetadata } from "@/components/routes/careersRoute";

export const metadata = careersMetadata("hi");

export default function Page() {
  return <CareersRoute locale="hi" />;
}
