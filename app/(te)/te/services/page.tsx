import { ServicesRoute, servicesMetadata } from "@/components/routes/servicesRoute";

export const metadata = servicesMetadata("te");

export default function Page() {
  return <ServicesRoute locale="te" />;
}
