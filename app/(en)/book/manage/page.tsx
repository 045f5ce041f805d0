import { ManageBookingRoute, manageBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = manageBookingMetadata("en");

export default function Page() {
  return <ManageBookingRoute locale="en" />;
}
