import { ManageBookingRoute, manageBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = manageBookingMetadata("hi");

export default function Page() {
  return <ManageBookingRoute locale="hi" />;
}
