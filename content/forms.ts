import { emailLink, phoneLink } from "./site";
import type { FormFieldSpec, RichInline } from "./types";

/**
 * Fields both forms ask for the same way (each form's record places them). The phone's label differs by form
 * (spec 5: "Phone" on the contact form, "Phone number" on the application), so each form adds its own.
 */
export const sharedFields = {
  phone: { name: "phone", required: true, type: "tel", autoComplete: "tel", inputMode: "tel" },
  email: { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
} as const satisfies Record<string, Omit<FormFieldSpec, "label"> & { label?: string }>;

/**
 * The words both forms share around their fields: the field marks, the spam trap's label and what a visitor
 * reads when delivery fails. Each form's own copy and field record live with its page (content/contact.ts,
 * content/careers.ts); the validation messages are rules (lib/forms/rules.ts, shared with the receiver).
 */
export const formCopy = {
  /** After the label of a required field (hidden from screen readers: the input itself is required). */
  requiredMark: "*",
  /** After the label of an optional field. */
  optionalMark: "(optional)",
  /** The honeypot's label: people never see it, a bot filling every field does. */
  honeypotLabel: "Leave this field empty",
  delivery: {
    /** What went wrong; `{seconds}`: how long the form waits; `{status}`: the server's HTTP status, or `unknownStatus`. */
    failure: {
      network: "We could not reach our server — your connection may have dropped. Nothing was sent.",
      timeout: "Our server did not answer within {seconds} seconds, so we stopped waiting. Nothing was sent.",
      serverError: "Our server had a problem (error {status}) and could not accept your details. Nothing was sent.",
      refused: "Our server refused the submission (error {status}). Nothing was sent.",
    },
    unknownStatus: "unknown",
    stillInForm: [
      "Your details are still in the form. Try again, or reach us directly at ",
      phoneLink,
      " or ",
      emailLink,
      ".",
    ] satisfies readonly RichInline[],
    retryLabel: "Try again",
  },
  /** Demo builds only (no endpoint), without JavaScript: the form cannot send. `{what}`: the form's own words. */
  notConnected: {
    title: "This form needs JavaScript to send {what}.",
    text: [
      "Please call us on ",
      phoneLink,
      " or e-mail ",
      emailLink,
      " — we reply within one working day.",
    ] satisfies readonly RichInline[],
  },
} as const;
