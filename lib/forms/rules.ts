// The form rules in ONE module: the browser forms validate with it before sending, and the lead
// receiver (receiver/) checks every submission again with the same functions, messages and length caps.
// Pure functions over plain values; nothing here touches the DOM or Node.

import {
  CONSENT_VALUE,
  EXPERIENCE_MAX_YEARS,
  HONEYPOT_FIELD,
  maxLengths,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  type CappedField,
} from "./limits";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export const messages = {
  fullName: "Full name is required",
  applicationPhone: "Phone number is required",
  name: "Name is required",
  contactPhone: "Phone is required",
  email: "Email is required",
  emailFormat: "Enter a valid email address, like name@example.com",
  phoneFormat: "Enter a valid phone number, like +91 98765 43210",
  resume: "Resume is required",
  resumeType: "Resume must be a PDF, DOC or DOCX file",
  resumeSize: "Resume must be 5 MB or smaller",
  experience: "Experience is required",
  experienceNumber: "Experience must be a number of years, 0 or more",
  url: "Enter a full link starting with https://",
  consent: "Consent is required",
  position: "Choose one of the open positions",
} as const;

/** "Name must be 100 characters or fewer": the message for a value over its cap. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${max} characters or fewer`;
}

/** Labels used in the too-long messages (the same words as the fields' visible labels). */
const labels: Record<CappedField, string> = {
  name: "Name",
  fullName: "Full name",
  phone: "Phone",
  email: "Email",
  message: "Message",
  github: "GitHub profile",
  linkedin: "LinkedIn profile",
  experience: "Experience",
  currentSalary: "Current salary",
  expectedSalary: "Expected salary",
  position: "Position",
  noticeVersion: "Notice version",
};

/** True when the spam trap holds anything: a bot filled it. Such a submission looks sent and is dropped. */
export function isSpam(data: FormData): boolean {
  const trap = data.get(HONEYPOT_FIELD);
  return typeof trap === "string" && trap.trim() !== "";
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits in all. */
function isPhone(value: string): boolean {
  if (!/^[+\d][\d\s().-]*$/.test(value)) return false;
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

/** Too-long errors for the capped fields present in `values` (checked before the format rules). */
function lengthErrors<Field extends string>(values: Partial<Record<Field, string>>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, value] of Object.entries(values) as [Field, string | undefined][]) {
    const max = maxLengths[field as unknown as CappedField];
    if (max !== undefined && typeof value === "string" && value.length > max) {
      errors[field] = tooLongMessage(labels[field as unknown as CappedField], max);
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
export function validateResume(file: ResumeLike | null | undefined): string | undefined {
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

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}
export type ContactField = keyof ContactValues;
export const contactFieldOrder: ContactField[] = ["name", "phone", "email", "message"];

export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = lengthErrors(values);
  if (!values.name.trim()) errors.name = messages.name;
  if (errors.phone) {
    /* too long already */
  } else if (!values.phone.trim()) errors.phone = messages.contactPhone;
  else if (!isPhone(values.phone.trim())) errors.phone = messages.phoneFormat;
  if (errors.email) {
    /* too long already */
  } else if (!values.email.trim()) errors.email = messages.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = messages.emailFormat;
  return errors;
}

export interface ApplicationValues {
  fullName: string;
  phone: string;
  email: string;
  github: string;
  linkedin: string;
  resume: ResumeLike | null;
  experience: string;
  currentSalary: string;
  expectedSalary: string;
  /** CONSENT_VALUE when the consent box is ticked, "" otherwise. */
  consent: string;
}
export type ApplicationField = keyof ApplicationValues;
export const applicationFieldOrder: ApplicationField[] = [
  "fullName",
  "phone",
  "email",
  "github",
  "linkedin",
  "resume",
  "experience",
  "currentSalary",
  "expectedSalary",
  "consent",
];
/** The application's text fields, in form order (everything but the file and the checkbox). */
export const applicationTextFields = applicationFieldOrder.filter(
  (f): f is Exclude<ApplicationField, "resume" | "consent"> => f !== "resume" && f !== "consent",
);

export function validateApplication(values: ApplicationValues): FieldErrors<ApplicationField> {
  const { resume, consent, ...text } = values;
  const errors: FieldErrors<ApplicationField> = lengthErrors(text);
  if (!values.fullName.trim()) errors.fullName = messages.fullName;
  if (errors.phone) {
    /* too long already */
  } else if (!values.phone.trim()) errors.phone = messages.applicationPhone;
  else if (!isPhone(values.phone.trim())) errors.phone = messages.phoneFormat;
  if (errors.email) {
    /* too long already */
  } else if (!values.email.trim()) errors.email = messages.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = messages.emailFormat;
  if (!errors.github && values.github.trim() && !isHttpUrl(values.github.trim())) errors.github = messages.url;
  if (!errors.linkedin && values.linkedin.trim() && !isHttpUrl(values.linkedin.trim())) errors.linkedin = messages.url;
  const resumeError = validateResume(resume);
  if (resumeError) errors.resume = resumeError;
  const experience = values.experience.trim();
  if (errors.experience) {
    /* too long already */
  } else if (!experience) errors.experience = messages.experience;
  else if (!/^\d+(\.\d+)?$/.test(experience) || Number(experience) > EXPERIENCE_MAX_YEARS) {
    errors.experience = messages.experienceNumber;
  }
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
