import { ServicesRoute, servicesMetadata } from "@/components/routes/servicesRoute";

export const metadata = servicesMetadata("en");

export default function Page() {
  return <ServicesRoute locale="en" />;
}
