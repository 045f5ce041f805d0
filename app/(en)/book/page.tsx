import { BookRoute, bookMetadata } from "@/components/routes/bookingRoutes";

export const metadata = bookMetadata("en");

export default function Page() {
  return <BookRoute locale="en" />;
}
