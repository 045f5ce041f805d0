import { emailLink, phoneLink } from "./site";
import type { RichInline } from "./types";

/**
 * What a visitor reads when delivery fails, and when a demo build cannot send at all (the words around the fields
 * are in ./formFields.ts, which the forms' markup reads on its own).
 */
export interface FormCopy {
  delivery: {
    failure: { network: string; timeout: string; serverError: string; refused: string };
    unknownStatus: string;
    stillInForm: readonly RichInline[];
  };
  notConnected: { title: string; text: readonly RichInline[] };
}

export const formCopy: FormCopy = {
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
};
