import { BOOKING_PATH, CONFIRM_BOOKING_PATH, MANAGE_BOOKING_PATH } from "@/lib/paths";
import { bookingCopyIn, type BookingCopy } from "@/lib/content/booking";
import { fieldWordsIn } from "@/lib/content/formFields";
import { contactFormIn, formPrivacyIn } from "@/lib/content/forms";
import { contactFieldsIn } from "@/lib/forms/localizedForms";
import { localizePath, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import type { FormFieldSpec } from "@/lib/content/types";
import { buildMetadata } from "@/lib/metadata";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { PageHero } from "@/components/ui/PageHero";
import { PrivacyNote } from "@/components/forms/PrivacyNote";
import { firstPartyReceiver } from "@/components/forms/endpoints";
import { LazyBookingForm, LazyConfirmBooking, LazyManageBooking } from "@/components/booking/LazyBooking";
import { bookingWaiting } from "@/components/booking/waiting";
import { BookingLinkPage } from "@/components/booking/BookingLinkPage";
import { BookingUnavailable } from "@/components/booking/BookingUnavailable";
import styles from "@/components/contact/Contact.module.css";
import bookingStyles from "@/components/booking/Booking.module.css";

// Booking a call in every language: the booking page, and the two pages its links open (confirm from the
// e-mail, manage the call). None is indexed: they are reached from the contact page, the chat and e-mails.

type PageCopy = BookingCopy["page"] | BookingCopy["manage"] | BookingCopy["confirmPage"];

const metadataOf = (path: string, copy: PageCopy, locale: Locale, share?: false) =>
  buildMetadata({
    path: localizePath(path, locale),
    title: copy.title,
    description: copy.description,
    noindex: true,
    ...(share === false ? { share } : {}),
  });

export const bookMetadata = (locale: Locale) => metadataOf(BOOKING_PATH, bookingCopyIn(locale).page, locale);
export const manageBookingMetadata = (locale: Locale) =>
  metadataOf(MANAGE_BOOKING_PATH, bookingCopyIn(locale).manage, locale, false);
export const confirmBookingMetadata = (locale: Locale) =>
  metadataOf(CONFIRM_BOOKING_PATH, bookingCopyIn(locale).confirmPage, locale, false);

/** The booking form's fields: the contact form's, its service list as the topic and its message as a short note. */
const BOOKING_FIELD_NAMES = ["name", "phone", "email", "service", "message"] as const;

/** The contact form's fields the booking asks for, the service as the topic and the message as a note. */
function bookingFields(locale: Locale, copy: BookingCopy): FormFieldSpec[] {
  return contactFieldsIn(locale)
    .filter((field) => (BOOKING_FIELD_NAMES as readonly string[]).includes(field.name))
    .map((field) => {
      if (field.name === "service") return { ...field, label: copy.form.topicLabel };
      if (field.name === "message")
        return { ...field, label: copy.form.noteLabel, placeholder: copy.form.notePlaceholder, rows: 3 };
      return field;
    });
}

/** /book: a free time, then the contact form's details. */
export function BookRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const copy = bookingCopyIn(locale);
  const fieldWords = fieldWordsIn(locale);
  return (
    <>
      <PageHero id="book-hero" eyebrow={copy.page.eyebrow} heading={copy.page.heading} lead={copy.page.lead} />
      <div className={`container ${bookingStyles.page}`}>
        <section className={`${styles.formCard} ${bookingStyles.card}`} aria-labelledby="book-form-heading">
          <h2 id="book-form-heading" className={styles.cardHeading}>
            {copy.slots.legend}
          </h2>
          {firstPartyReceiver ? (
            <>
              <noscript>
                <BookingUnavailable copy={copy} withTitle />
              </noscript>
              <LazyBookingForm
                waiting={bookingWaiting(copy.slots.loading, copy)}
                words={{ locale, copy }}
                fields={bookingFields(locale, copy)}
                noticeVersion={site.privacy.noticeVersion}
                requiredNote={contactFormIn(locale).requiredNote}
                honeypotLabel={fieldWords.honeypotLabel}
                optionalMark={fieldWords.optionalMark}
                privacy={<PrivacyNote text={formPrivacyIn(locale).contact.note} />}
              />
            </>
          ) : (
            <BookingUnavailable copy={copy} />
          )}
        </section>
      </div>
    </>
  );
}

/** /book/manage: the booked call named by the link, to move or cancel. */
export function ManageBookingRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const copy = bookingCopyIn(locale);
  return (
    <BookingLinkPage id="manage-hero" copy={copy.manage} booking={copy}>
      <LazyManageBooking waiting={bookingWaiting(copy.managePage.loading, copy)} words={{ locale, copy }} />
    </BookingLinkPage>
  );
}

/** /book/confirm: the button that confirms a request from the e-mail's link. */
export function ConfirmBookingRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const copy = bookingCopyIn(locale);
  return (
    <BookingLinkPage id="confirm-hero" copy={copy.confirmPage} booking={copy}>
      <LazyConfirmBooking waiting={bookingWaiting(copy.confirmPage.loading, copy)} words={{ locale, copy }} />
    </BookingLinkPage>
  );
}
