import { bookingCopy, MANAGE_BOOKING_PATH } from "@/content/booking";
import { buildMetadata } from "@/lib/metadata";
import { BookingLinkPage } from "@/components/booking/BookingLinkPage";
import { LazyManageBooking } from "@/components/booking/LazyBooking";
import { bookingWaiting } from "@/components/booking/waiting";

const { manage } = bookingCopy;

export const metadata = buildMetadata({
  path: MANAGE_BOOKING_PATH,
  title: manage.title,
  description: manage.description,
  noindex: true,
  share: false,
});

export default function ManageBookingPage() {
  return (
    <BookingLinkPage id="manage-hero" copy={manage}>
      <LazyManageBooking waiting={bookingWaiting(bookingCopy.managePage.loading)} />
    </BookingLinkPage>
  );
}
