// The forms' limits and fixed names that are not one field's record (each field's own cap is in its record,
// lib/forms/fields.ts): the forms render these (accept, the honeypot's and the consent box's names) on first
// load, while the rules (./rules.ts) load only when a visitor starts filling a form in. The receiver reads both.

/** Most characters of the privacy notice's version, which every form sends in a hidden field. */
export const NOTICE_VERSION_MAX = 40;

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
