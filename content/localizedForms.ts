import type { Locale } from "./locales";
import { bookingCopy as bookingEn, type BookingCopy } from "./booking";
import { bookingCopy as bookingTe } from "./booking.te";
import { bookingCopy as bookingHi } from "./booking.hi";

// The booking's words in each language, for its server parts (which hand them to the client parts as props, so
// a page's JavaScript carries only its own language), and for the receiver, which writes e-mails in the
// language a booking was made in. The forms' own words: lib/content/forms.ts.

const booking: Record<Locale, BookingCopy> = { en: bookingEn, te: bookingTe, hi: bookingHi };
export const bookingCopyFor = (locale: Locale): BookingCopy => booking[locale];
