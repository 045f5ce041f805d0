import { ManageBookingRoute, manageBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = manageBookingMetadata("te");

export default function Page() {
  return <ManageBookingRoute locale="te" />;
}
