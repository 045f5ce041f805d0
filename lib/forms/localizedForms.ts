import { contactForm as contactEn } from "@/content/contactForm";
import { contactForm as contactTe } from "@/content/contactForm.te";
import { contactForm as contactHi } from "@/content/contactForm.hi";
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
  te: { messages: messagesTe, contactFields: contactTe.fields, applicationFields: formFields.application },
  hi: { messages: messagesHi, contactFields: contactHi.fields, applicationFields: formFields.application },
};

export const formCopyIn = (locale: Locale): FormCopy => copies[locale];
