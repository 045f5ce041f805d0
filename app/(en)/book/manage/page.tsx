import { bookingCopy, MANAGE_BOOKING_PATH } from "@/content/booking";
import { buildMetadata } from "@/lib/metadata";
import { PageHero } from "@/components/ui/PageHero";
import { LazyManageBooking } from "@/components/booking/LazyBooking";
import { bookingWaiting } from "@/components/booking/waiting";
import { BookingUnavailable } from "@/components/booking/BookingUnavailable";
import styles from "@/components/contact/Contact.module.css";
import bookingStyles from "@/components/booking/Booking.module.css";

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
    <>
      <PageHero id="manage-hero" eyebrow={manage.eyebrow} heading={manage.heading} lead={manage.lead} />
      <div className={`container ${bookingStyles.page}`}>
        <section className={`${styles.formCard} ${bookingStyles.card}`} aria-label={manage.sectionLabel}>
          <noscript>
            <BookingUnavailable title={bookingCopy.noScript.title} />
          </noscript>
          <LazyManageBooking waiting={bookingWaiting(bookingCopy.managePage.loading)} />
        </section>
      </div>
    </>
  );
}
