import type { FormFieldSpec } from "./types";

/**
 * Fields both forms ask for the same way (each form's record places them). The phone's label and its message
 * when empty differ by form ("Phone" on the contact form, "Phone number" on the application), so each form
 * adds its own.
 */
export const sharedFields = {
  phone: {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: 30,
    format: "phone",
    column: "phone",
  },
  email: {
    name: "email",
    label: "Email",
    required: "Email is required",
    type: "email",
    autoComplete: "email",
    maxLength: 254,
    format: "email",
    column: "email",
  },
} as const satisfies Record<string, Omit<FormFieldSpec, "label"> & { label?: string }>;

/**
 * The words both forms put around their fields: the field marks and the spam trap's label. Each form's own copy
 * and field record live with its page (content/contact.ts, content/careers.ts); the validation messages are
 * rules (lib/forms/rules.ts, shared with the receiver).
 */
export interface FieldWords {
  requiredMark: string;
  optionalMark: string;
  honeypotLabel: string;
}

export const fieldWords: FieldWords = {
  /** After the label of a required field (hidden from screen readers: the input itself is required). */
  requiredMark: "*",
  /** After the label of an optional field. */
  optionalMark: "(optional)",
  /** The honeypot's label: people never see it, a bot filling every field does. */
  honeypotLabel: "Leave this field empty",
};
