import { ConfirmBookingRoute, confirmBookingMetadata } from "@/components/routes/bookingRoutes";

export const metadata = confirmBookingMetadata("en");

export default function Page() {
  return <ConfirmBookingRoute locale="en" />;
}
