import type { Locale } from "./locales";
import { contactPage as contactEn, type ContactPageCopy } from "./contact";
import { contactPage as contactTe } from "./contact.te";
import { contactPage as contactHi } from "./contact.hi";
import { bookingCopy as bookingEn, type BookingCopy } from "./booking";
import { bookingCopy as bookingTe } from "./booking.te";
import { bookingCopy as bookingHi } from "./booking.hi";

// The contact page's and the booking's words in each language, for the forms' server parts (which hand them to
// the client parts as props, so a page's JavaScript carries only its own language), and for the receiver, which
// answers and writes e-mails in the language a form was sent in. The forms' own words: lib/content/forms.ts.

const contact: Record<Locale, ContactPageCopy> = { en: contactEn, te: contactTe, hi: contactHi };

export const contactPageFor = (locale: Locale): ContactPageCopy => contact[locale];

const booking: Record<Locale, BookingCopy> = { en: bookingEn, te: bookingTe, hi: bookingHi };
export const bookingCopyFor = (locale: Locale): BookingCopy => booking[locale];
