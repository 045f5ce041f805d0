import { ServicesRoute, servicesMetadata } from "@/components/routes/servicesRoute";

export const metadata = servicesMetadata("hi");

export default function Page() {
  return <ServicesRoute locale="hi" />;
}
