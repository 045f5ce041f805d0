import { AboutRoute, aboutMetadata } from "@/components/routes/aboutRoute";

export const metadata = aboutMetadata("te");

export default function Page() {
  return <AboutRoute locale="te" />;
}
