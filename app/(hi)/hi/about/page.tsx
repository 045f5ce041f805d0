import { AboutRoute, aboutMetadata } from "@/components/routes/aboutRoute";

export const metadata = aboutMetadata("hi");

export default function Page() {
  return <AboutRoute locale="hi" />;
}
