import {
  applicationFieldOrder,
  applicationTextFields,
  contactFieldOrder,
  firstInvalidField,
  textValues,
  validateApplication,
  validateContact,
  type ApplicationField,
  type ContactField,
  type FieldErrors,
} from "@/lib/forms/rules";
import { formLanguage } from "@/lib/forms/language";

// What a form runs once it is sent: the rules and the delivery. Loaded on a visitor's first touch of a form
// (./loadSubmitLogic.ts), so a page's first-load JavaScript holds the form's markup and state only.

export { validateResume } from "@/lib/forms/rules";
export { deliver } from "./delivery";

/** A form's errors, and the first field in form order that has one (where focus goes). */
export interface Checked<Field extends string> {
  errors: FieldErrors<Field>;
  firstInvalid?: Field;
}

export function checkContact(data: FormData): Checked<ContactField> {
  const errors = validateContact(textValues(data, contactFieldOrder), formLanguage(data));
  return { errors, firstInvalid: firstInvalidField(contactFieldOrder, errors) };
}

/** The application's errors; the resume is read from its input, where a drop puts the file too. */
export function checkApplication(data: FormData, resume: File | null): Checked<ApplicationField> {
  const errors = validateApplication(
    { ...textValues(data, [...applicationTextFields, "consent"]), resume },
    formLanguage(data),
  );
  return { errors, firstInvalid: firstInvalidField(applicationFieldOrder, errors) };
}
