// The contact form's words and fields, in a module of their own (the page record, ./contact.ts, includes it).
import { sharedFields } from "./formFields";
import { serviceSummaries } from "./services";
import type { FormFieldSpec } from "./types";

/** What a visitor may choose as their budget (rupees, for the whole project; ranges use an en dash). */
const budgets = ["Under ₹20K", "₹20K–₹50K", "₹50K–₹1L", "₹1L–₹3L", "Above ₹3L", "Not sure yet"] as const;

/** The contact form's fields in form order; the form renders them in one loop. */
const contactFields = [
  {
    name: "name",
    label: "Name",
    required: "Name is required",
    maxLength: 100,
    autoComplete: "name",
    wide: true,
    column: "name",
  },
  { ...sharedFields.phone, label: "Phone", required: "Phone is required" },
  sharedFields.email,
  {
    name: "service",
    label: "Service",
    type: "select",
    placeholder: "Choose a service",
    // A service page's "Get started" link chooses its own (?service=<id>); the value stored is the menu label.
    options: [...serviceSummaries.map((service) => service.navLabel), "Something else"],
    maxLength: 60,
    column: "service",
  },
  {
    name: "budget",
    label: "Budget",
    type: "select",
    placeholder: "Choose a budget",
    options: budgets,
    maxLength: 30,
    column: "budget",
  },
  {
    name: "message",
    label: "Message",
    type: "textarea",
    rows: 5,
    placeholder: "For example: we run a bakery in Gachibowli and want more online orders…",
    maxLength: 5000,
    wide: true,
    column: "message",
  },
] as const satisfies readonly FormFieldSpec[];

type ContactFieldName = (typeof contactFields)[number]["name"];

export interface ContactFormCopy {
  heading: string;
  legend: string;
  lead: string;
  requiredNote: string;
  reply: { when: string; sooner: string; whatsapp: string; or: string };
  submitLabel: string;
  sendingLabel: string;
  successMessage: string;
  retryLabel: string;
  notConnectedWhat: string;
  fields: readonly FormFieldSpec<ContactFieldName>[];
}

/** The contact form; the page record (./contact.ts) includes it as `form`. */
export const contactForm = {
  heading: "Send Us a Message",
  /** The fieldset's legend (read by screen readers). */
  legend: "Your details",
  lead: "Tell us a little about your business and what you need.",
  requiredNote: "Fields marked * are required.",
  /** Below the form, where it stays while the thank-you shows: when we answer, and the faster ways meanwhile. */
  reply: {
    when: "We reply within one working day.",
    sooner: "Need an answer sooner?",
    whatsapp: "Message us on WhatsApp",
    or: "or call",
  },
  submitLabel: "Send Message",
  sendingLabel: "Sending...",
  successMessage: "Thank you! Your message has been received. Our team will reach out soon.",
  retryLabel: "Try sending again",
  /** Completes "This form needs JavaScript to send …" (demo builds without JavaScript). */
  notConnectedWhat: "your message",
  fields: contactFields,
} as const satisfies ContactFormCopy;
