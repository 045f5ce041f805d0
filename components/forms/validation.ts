// Validation rules of spec 5: pure functions over submitted values, shared by both forms and unit-tested.

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
} as const;

/** Accepted resume files: extension and the MIME types browsers report for them. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(",");
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

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

/** The resume rule: required; .pdf, .doc or .docx by extension AND MIME type; at most 5 MB. */
export function validateResume(file: File | null | undefined): string | undefined {
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
  const errors: FieldErrors<ContactField> = {};
  if (!values.name.trim()) errors.name = messages.name;
  if (!values.phone.trim()) errors.phone = messages.contactPhone;
  else if (!isPhone(values.phone.trim())) errors.phone = messages.phoneFormat;
  if (!values.email.trim()) errors.email = messages.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = messages.emailFormat;
  return errors;
}

export interface ApplicationValues {
  fullName: string;
  phone: string;
  email: string;
  github: string;
  linkedin: string;
  resume: File | null;
  experience: string;
  currentSalary: string;
  expectedSalary: string;
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
];

export function validateApplication(values: ApplicationValues): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {};
  if (!values.fullName.trim()) errors.fullName = messages.fullName;
  if (!values.phone.trim()) errors.phone = messages.applicationPhone;
  else if (!isPhone(values.phone.trim())) errors.phone = messages.phoneFormat;
  if (!values.email.trim()) errors.email = messages.email;
  else if (!EMAIL.test(values.email.trim())) errors.email = messages.emailFormat;
  if (values.github.trim() && !isHttpUrl(values.github.trim())) errors.github = messages.url;
  if (values.linkedin.trim() && !isHttpUrl(values.linkedin.trim())) errors.linkedin = messages.url;
  const resumeError = validateResume(values.resume);
  if (resumeError) errors.resume = resumeError;
  const experience = values.experience.trim();
  if (!experience) errors.experience = messages.experience;
  else if (!/^\d+(\.\d+)?$/.test(experience) || Number(experience) < 0) errors.experience = messages.experienceNumber;
  return errors;
}

/** The first field, in form order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField<Field extends string>(order: Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field]);
}

/** Read text values of the given fields from FormData (missing fields read as ""). */
export function textValues<Field extends string>(data: FormData, fields: Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof data.get(f) === "string" ? (data.get(f) as string) : ""])) as Record<Field, string>;
}
