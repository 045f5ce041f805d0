import { ContactRoute, contactMetadata } from "@/components/routes/contactRoute";

export const metadata = contactMetadata("en");

export default function Page() {
  return <ContactRoute locale="en" />;
}
