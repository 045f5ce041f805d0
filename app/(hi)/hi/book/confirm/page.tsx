import { ConfirmBookingRoute, confirmBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = confirmBookingMetadata("hi");

export default function Page() {
  return <ConfirmBookingRoute locale="hi" />;
}
