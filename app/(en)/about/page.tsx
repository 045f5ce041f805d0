import { AboutRoute, aboutMetadata } from "@/components/routes/aboutRoute";

export const metadata = aboutMetadata("en");

export default function Page() {
  return <AboutRoute locale="en" />;
}
