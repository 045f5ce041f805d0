import { BookRoute, bookMetadata } from "@/components/routes/bookingRoutes";

export const metadata = bookMetadata("hi");

export default function Page() {
  return <BookRoute locale="hi" />;
}
