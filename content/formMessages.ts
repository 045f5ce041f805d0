/**
 * What the form rules say when a value has the wrong shape (lib/forms/rules.ts; the browser forms and the lead
 * receiver both use them, in the language the form was sent in). A field's message when left empty is in its
 * form's record.
 */
export interface FormMessages {
  emailFormat: string;
  phoneFormat: string;
  resume: string;
  resumeType: string;
  resumeSize: string;
  experienceNumber: string;
  url: string;
  choice: string;
  consent: string;
  /** "Name must be 100 characters or fewer": the message for a value over its cap. */
  tooLong: (label: string, max: number) => string;
}

export const formMessages: FormMessages = {
  emailFormat: "Enter a valid email address, like name@example.com",
  phoneFormat: "Enter a valid phone number, like +91 98765 43210",
  resume: "Resume is required",
  resumeType: "Resume must be a PDF, DOC or DOCX file",
  resumeSize: "Resume must be 5 MB or smaller",
  experienceNumber: "Experience must be a number of years, 0 or more",
  url: "Enter a full link starting with https://",
  choice: "Choose one of the listed options",
  consent: "Consent is required",
  tooLong: (label, max) => `${label} must be ${max} characters or fewer`,
};
