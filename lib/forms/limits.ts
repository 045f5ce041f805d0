// The forms' limits and fixed names, apart from the rules that check them (./rules.ts): the forms render
// these (maxlength, accept, the honeypot's and the consent box's names) on first load, while the rules load
// only when a visitor starts filling a form in (components/forms/loadChecks.ts). The receiver reads both.

/**
 * Length caps of every text field, in characters: the forms' `maxlength` attributes and the receiver's
 * checks both read this table, so the browser never lets through what the server would refuse.
 */
export const maxLengths = {
  name: 100,
  fullName: 100,
  phone: 30,
  email: 254,
  message: 5000,
  github: 300,
  linkedin: 300,
  experience: 5,
  currentSalary: 60,
  expectedSalary: 60,
  position: 120,
  noticeVersion: 40,
} as const;
export type CappedField = keyof typeof maxLengths;

/** Most years of experience a form accepts (the number input's max). */
export const EXPERIENCE_MAX_YEARS = 60;

/** Accepted resume files: extension and the MIME types browsers report for them. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(",");
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Name of the spam-trap field (the name Formspree and similar backends recognise too). */
export const HONEYPOT_FIELD = "_gotcha";

/** The value the consent checkbox sends when ticked. */
export const CONSENT_VALUE = "yes";
