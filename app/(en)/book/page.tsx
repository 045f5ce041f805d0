import { BOOKING_FIELD_NAMES, BOOKING_PATH, bookingCopy } from "@/content/booking";
import { contactForm } from "@/content/contactForm";
import { formPrivacy } from "@/content/formPrivacy";
import { site } from "@/content/site";
import type { FormFieldSpec } from "@/content/types";
import { buildMetadata } from "@/lib/metadata";
import { PageHero } from "@/components/ui/PageHero";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import { LazyBookingForm } from "@/components/booking/LazyBooking";
import { bookingWaiting } from "@/components/booking/waiting";
import { BookingUnavailable } from "@/components/booking/BookingUnavailable";
import styles from "@/components/contact/Contact.module.css";
import bookingStyles from "@/components/booking/Booking.module.css";

const { page, form } = bookingCopy;

export const metadata = buildMetadata({
  path: BOOKING_PATH,
  title: page.title,
  description: page.description,
  noindex: true,
});

/** The contact form's fields the booking asks for, the service as the topic and the message as a note. */
const fields: FormFieldSpec[] = contactForm.fields
  .filter((field) => (BOOKING_FIELD_NAMES as readonly string[]).includes(field.name))
  .map((field) => {
    if (field.name === "service") return { ...field, label: form.topicLabel };
    if (field.name === "message")
      return { ...field, label: form.noteLabel, placeholder: form.notePlaceholder, rows: 3 };
    return field;
  });

export default function BookPage() {
  return (
    <>
      <PageHero id="book-hero" eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <div className={`container ${bookingStyles.page}`}>
        <section className={`${styles.formCard} ${bookingStyles.card}`} aria-labelledby="book-form-heading">
          <h2 id="book-form-heading" className={styles.cardHeading}>
            {bookingCopy.slots.legend}
          </h2>
          {firstPartyReceiver ? (
            <>
              <noscript>
                <BookingUnavailable title={bookingCopy.noScript.title} />
              </noscript>
              <LazyBookingForm
                waiting={bookingWaiting(bookingCopy.slots.loading)}
                fields={fields}
                noticeVersion={site.privacy.noticeVersion}
                requiredNote={contactForm.requiredNote}
                privacy={<PrivacyNote text={formPrivacy.contact.note} />}
              />
            </>
          ) : (
            <BookingUnavailable />
          )}
        </section>
      </div>
    </>
  );
}
