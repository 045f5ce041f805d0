import type { Locale } from "./locales";
import { formCopy as formCopyEn, type FormCopy } from "./forms";
import { formCopy as formCopyTe } from "./forms.te";
import { formCopy as formCopyHi } from "./forms.hi";
import { formPrivacy as privacyEn, type FormPrivacyCopy } from "./formPrivacy";
import { formPrivacy as privacyTe } from "./formPrivacy.te";
import { formPrivacy as privacyHi } from "./formPrivacy.hi";
import { bookingCopy as bookingEn, type BookingCopy } from "./booking";
import { bookingCopy as bookingTe } from "./booking.te";
import { bookingCopy as bookingHi } from "./booking.hi";

// The forms' and the booking's words in each language, for the forms' server parts (which
// hand them to the client parts as props, so a page's JavaScript carries only its own language), and for the
// receiver, which answers and writes e-mails in the language a form was sent in.

const forms: Record<Locale, FormCopy> = { en: formCopyEn, te: formCopyTe, hi: formCopyHi };
const privacy: Record<Locale, FormPrivacyCopy> = { en: privacyEn, te: privacyTe, hi: privacyHi };

export const formCopyFor = (locale: Locale): FormCopy => forms[locale];
export const formPrivacyFor = (locale: Locale): FormPrivacyCopy => privacy[locale];

const booking: Record<Locale, BookingCopy> = { en: bookingEn, te: bookingTe, hi: bookingHi };
export const bookingCopyFor = (locale: Locale): BookingCopy => booking[locale];
