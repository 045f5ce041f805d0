import { ContactRoute, contactMetadata } from "@/components/routes/contactRoute";

export const metadata = contactMetadata("te");

export default function Page() {
  return <ContactRoute locale="te" />;
}
