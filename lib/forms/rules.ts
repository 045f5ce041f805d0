// The form rules in ONE module: the browser forms validate with it before sending, and the lead
// receiver (receiver/) checks every submission again with the same functions, messages and length caps.
// Pure functions over plain values; nothing here touches the DOM or Node.

import type { Locale } from "@/lib/locales";
import type { FormFieldSpec } from "@/lib/content/types";
import type { FormMessages } from "@/lib/content/formFields";
import { fill } from "@/lib/template";
import { formCopyIn } from "./localizedForms";
import { isEmail } from "./email";
import { formFields, type ApplicationField, type ContactField } from "./fields";
import { textLength } from "./graphemes";
import {
  CONSENT_VALUE,
  EXPERIENCE_MAX_YEARS,
  HONEYPOT_FIELD,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
} from "./limits";

export type { ApplicationField, ContactField } from "./fields";
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a value must look like beyond being there, in English; a field's message when left empty is in its record. */
export const messages = formCopyIn("en").messages;
const englishMessages = messages;

/** "Name must be 100 characters or fewer": the message for a value over its cap, in the messages' language. */
export function tooLongMessage(label: string, max: number, words: FormMessages = englishMessages): string {
  return fill(words.tooLong, { label, max });
}

/** True when the spam trap holds anything: a bot filled it. Such a submission looks sent and is dropped. */
export function isSpam(data: FormData): boolean {
  const trap = data.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.trim() !== "";
}

/**
 * A phone number as it is checked and stored: every Unicode space (the no-break and narrow spaces a number
 * copied from a web page or a contact card carries, the ideographic space) an ASCII one.
 */
export function phoneText(value: string): string {
  return value.replace(/\p{Zs}/gu, " ");
}

/** ASCII digits with optional +, ASCII spaces, dashes, dots and brackets; 7 to 15 digits in all. */
function isPhone(value: string): boolean {
  if (!/^[+0-9][0-9 ().-]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** What is wrong with a filled-in value's shape, by the field's format and choices. */
function formatError(field: FormFieldSpec, value: string, messages: FormMessages): string | undefined {
  if (field.options && !field.options.includes(value)) return messages.choice;
  switch (field.format) {
    case "phone":
      return isPhone(phoneText(value)) ? undefined : messages.phoneFormat;
    case "email":
      return isEmail(value) ? undefined : messages.emailFormat;
    case "url":
      return isHttpUrl(value) ? undefined : messages.url;
    case "years":
      return /^\d+(\.\d+)?$/.test(value) && Number(value) <= EXPERIENCE_MAX_YEARS
        ? undefined
        : messages.experienceNumber;
    default:
      return undefined;
  }
}

/**
 * Each text field's error, from its record: over its cap, then empty when required, then the wrong shape.
 * A field missing from `values` reads as empty. Files are checked by validateResume.
 */
export function validateFields<Field extends string>(
  fields: readonly FormFieldSpec<Field>[],
  values: Partial<Record<Field, string>>,
  messages: FormMessages = englishMessages,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) {
    if (field.type === "file") continue;
    const raw = values[field.name] ?? "";
    const value = raw.trim();
    // Clusters are never more than code units: only a value longer in code units needs counting.
    if (field.maxLength !== undefined && raw.length > field.maxLength && textLength(raw) > field.maxLength) {
      errors[field.name] = tooLongMessage(field.label, field.maxLength, messages);
    } else if (!value) {
      if (field.required) errors[field.name] = field.required;
    } else {
      const error = formatError(field, value, messages);
      if (error) errors[field.name] = error;
    }
  }
  return errors;
}

/** What the resume rule needs of a file: a browser File and the receiver's parsed upload both fit. */
export interface ResumeLike {
  name: string;
  size: number;
  type: string;
}

/** The resume rule: required; .pdf, .doc or .docx by extension AND MIME type; at most 5 MB. */
export function validateResume(
  file: ResumeLike | null | undefined,
  messages: FormMessages = englishMessages,
): string | undefined {
  if (!file || (file.size === 0 && file.name === "")) return messages.resume;
  const name = file.name.toLowerCase();
  const extensionOk = RESUME_EXTENSIONS.some((ext) => name.endsWith(ext));
  // Browsers leave the type empty when the OS does not know it; a reported type must be one we accept.
  const typeOk = file.type === "" || (RESUME_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return messages.resumeType;
  if (file.size > RESUME_MAX_BYTES) return messages.resumeSize;
  if (file.size === 0) return messages.resume;
  return undefined;
}

/** The form's values by field name; a field left out reads as empty, as in a FormData without it. */
export type ContactValues = Partial<Record<ContactField, string>>;
export const contactFieldOrder: ContactField[] = formFields.contact.map((field) => field.name);

/** The contact form's errors, in the language it was sent in. */
export function validateContact(values: ContactValues, locale: Locale = "en"): FieldErrors<ContactField> {
  const { messages, contactFields } = formCopyIn(locale);
  return validateFields<ContactField>(contactFields, values, messages);
}

type ApplicationTextField = Exclude<ApplicationField, "resume" | "consent">;
export type ApplicationValues = Partial<Record<ApplicationTextField, string>> & {
  resume: ResumeLike | null;
  /** CONSENT_VALUE when the consent box is ticked, "" otherwise. */
  consent: string;
};
export const applicationFieldOrder: ApplicationField[] = [
  ...formFields.application.map((field) => field.name),
  "consent",
];
/** The application's text fields, in form order (everything but the file and the checkbox). */
export const applicationTextFields = applicationFieldOrder.filter(
  (f): f is ApplicationTextField => f !== "resume" && f !== "consent",
);

/** The application's errors, in the language it was sent in. */
export function validateApplication(values: ApplicationValues, locale: Locale = "en"): FieldErrors<ApplicationField> {
  const { resume, consent, ...text } = values;
  const { messages, applicationFields } = formCopyIn(locale);
  const errors: FieldErrors<ApplicationField> = validateFields<ApplicationField>(applicationFields, text, messages);
  const resumeError = validateResume(resume, messages);
  if (resumeError) errors.resume = resumeError;
  if (consent !== CONSENT_VALUE) errors.consent = messages.consent;
  return errors;
}

/** The first field, in form order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField<Field extends string>(order: Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Read text values of the given fields from FormData (missing fields read as ""). */
export function textValues<Field extends string>(data: FormData, fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(
    fields.map((f) => [f, typeof data.get(f) === "string" ? (data.get(f) as string) : ""]),
  ) as Record<Field, string>;
}
