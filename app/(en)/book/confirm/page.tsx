import { bookingCopy, CONFIRM_BOOKING_PATH } from "@/content/booking";
import { buildMetadata } from "@/lib/metadata";
import { BookingLinkPage } from "@/components/booking/BookingLinkPage";
import { LazyConfirmBooking } from "@/components/booking/LazyBooking";
import { bookingWaiting } from "@/components/booking/waiting";

const { confirmPage } = bookingCopy;

export const metadata = buildMetadata({
  path: CONFIRM_BOOKING_PATH,
  title: confirmPage.title,
  description: confirmPage.description,
  noindex: true,
  share: false,
});

export default function ConfirmBookingPage() {
  return (
    <BookingLinkPage id="confirm-hero" copy={confirmPage}>
      <LazyConfirmBooking waiting={bookingWaiting(confirmPage.loading)} />
    </BookingLinkPage>
  );
}
