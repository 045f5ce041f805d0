// The contact form's words and fields, in a module of their own (the page record, ./contact.ts, includes it).
import { sharedFields } from "./formFields";
import type { FormFieldSpec } from "./types";

/** The contact form's fields in form order; the form renders them in one loop. */
const contactFields = [
  { name: "name", label: "Name", required: true, autoComplete: "name", wide: true },
  { ...sharedFields.phone, label: "Phone" },
  sharedFields.email,
  {
    name: "message",
    label: "Message",
    type: "textarea",
    rows: 5,
    placeholder: "For example: we run a bakery in Gachibowli and want more online orders…",
    wide: true,
  },
] as const satisfies readonly FormFieldSpec[];

/** The contact form; the page record (./contact.ts) includes it as `form`. */
export const contactForm = {
  heading: "Send Us a Message",
  /** The fieldset's legend (read by screen readers). */
  legend: "Your details",
  lead: "Tell us a little about your business and what you need. Fields marked * are required.",
  submitLabel: "Send Message",
  sendingLabel: "Sending...",
  successMessage: "Thank you! Your message has been received. Our team will reach out soon.",
  retryLabel: "Try sending again",
  /** Completes "This form needs JavaScript to send …" (demo builds without JavaScript). */
  notConnectedWhat: "your message",
  fields: contactFields,
} as const;
