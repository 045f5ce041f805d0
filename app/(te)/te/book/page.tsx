import { BookRoute, bookMetadata } from "@/components/routes/bookingRoutes";

export const metadata = bookMetadata("te");

export default function Page() {
  return <BookRoute locale="te" />;
}
