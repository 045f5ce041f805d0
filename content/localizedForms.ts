import type { Locale } from "./locales";
import { contactPage as contactEn, type ContactPageCopy } from "./contact";
import { contactPage as contactTe } from "./contact.te";
import { contactPage as contactHi } from "./contact.hi";
import { formCopy as formCopyEn, type FormCopy } from "./forms";
import { formCopy as formCopyTe } from "./forms.te";
import { formCopy as formCopyHi } from "./forms.hi";
import { formPrivacy as privacyEn, type FormPrivacyCopy } from "./formPrivacy";
import { formPrivacy as privacyTe } from "./formPrivacy.te";
import { formPrivacy as privacyHi } from "./formPrivacy.hi";

// The contact page's and the forms' words in each language, for the forms' server parts (which
// hand them to the client parts as props, so a page's JavaScript carries only its own language), and for the
// receiver, which answers and writes e-mails in the language a form was sent in.

const contact: Record<Locale, ContactPageCopy> = { en: contactEn, te: contactTe, hi: contactHi };
const forms: Record<Locale, FormCopy> = { en: formCopyEn, te: formCopyTe, hi: formCopyHi };
const privacy: Record<Locale, FormPrivacyCopy> = { en: privacyEn, te: privacyTe, hi: privacyHi };

export const contactPageFor = (locale: Locale): ContactPageCopy => contact[locale];
export const formCopyFor = (locale: Locale): FormCopy => forms[locale];
export const formPrivacyFor = (locale: Locale): FormPrivacyCopy => privacy[locale];
