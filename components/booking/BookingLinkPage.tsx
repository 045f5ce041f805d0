import type { BookingCopy } from "@/lib/content/booking";
import { PageHero } from "@/components/ui/PageHero";
import styles from "@/components/contact/Contact.module.css";
import { BookingUnavailable } from "./BookingUnavailable";
import bookingStyles from "./Booking.module.css";

/**
 * A page a booking's link opens (to manage it, or to confirm it from the e-mail): its hero, and a card whose
 * part arrives once the page works (the token is after "#", which only the browser reads).
 */
export function BookingLinkPage({
  id,
  copy,
  booking,
  children,
}: {
  id: string;
  copy: { eyebrow: string; heading: string; lead: string; sectionLabel: string };
  booking: BookingCopy;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero id={id} eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <div className={`container ${bookingStyles.page}`}>
        <section className={`${styles.formCard} ${bookingStyles.card}`} aria-label={copy.sectionLabel}>
          <noscript>
            <BookingUnavailable copy={booking} withTitle />
          </noscript>
          {children}
        </section>
      </div>
    </>
  );
}
