import { contactForm as contactEn } from "@/content/contactForm";
import { contactForm as contactTe } from "@/content/contactForm.te";
import { contactForm as contactHi } from "@/content/contactForm.hi";
import { applicationForm as applicationEn } from "@/content/careersBoard";
import { applicationForm as applicationTe } from "@/content/careersBoard.te";
import { applicationForm as applicationHi } from "@/content/careersBoard.hi";
import { formMessages as messagesEn, type FormMessages } from "@/content/formMessages";
import { formMessages as messagesTe } from "@/content/formMessages.te";
import { formMessages as messagesHi } from "@/content/formMessages.hi";
import type { Locale } from "@/content/locales";
import type { FormFieldSpec } from "@/content/types";
import { formFields, type ApplicationField, type ContactField } from "./fields";

// The forms' fields and messages in each language, for the rules: a form sent from a Telugu page is checked
// with the Telugu labels and messages, in the browser and again by the receiver. Names, caps, formats and the
// choices stored are the English records' in every language.

interface FormCopy {
  messages: FormMessages;
  contactFields: readonly FormFieldSpec<ContactField>[];
  applicationFields: readonly FormFieldSpec<ApplicationField>[];
}

const copies: Record<Locale, FormCopy> = {
  en: { messages: messagesEn, contactFields: contactEn.fields, applicationFields: formFields.application },
  te: {
    messages: messagesTe,
    contactFields: contactTe.fields,
    applicationFields: [applicationTe.positionField, ...applicationTe.fields],
  },
  hi: {
    messages: messagesHi,
    contactFields: contactHi.fields,
    applicationFields: [applicationHi.positionField, ...applicationHi.fields],
  },
};

export const formCopyIn = (locale: Locale): FormCopy => copies[locale];

const positionRequired: Record<Locale, string> = {
  en: applicationEn.positionField.required,
  te: applicationTe.positionField.required ?? applicationEn.positionField.required,
  hi: applicationHi.positionField.required ?? applicationEn.positionField.required,
};
/** "Choose one of the open positions", in a language: the receiver's answer to a position it has no opening for. */
export const positionRequiredIn = (locale: Locale): string => positionRequired[locale];
