import { ConfirmBookingRoute, confirmBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = confirmBookingMetadata("te");

export default function Page() {
  return <ConfirmBookingRoute locale="te" />;
}
