import { ContactRoute, contactMetadata } from "@/components/routes/contactRoute";

export const metadata = contactMetadata("hi");

export default function Page() {
  return <ContactRoute locale="hi" />;
}
