import { z } from "zod";
import { fixedText, keyedRecords, slug, text } from "../schema";

// What the forms say around their fields: content/forms/forms.<language>.yml (one entry). Read on the server
// (the forms' client parts get it as props) and by the lead receiver. {phone} and {email} become the site's
// links; {enquiryMonths}, {applicationMonths} and {siteName} come from the site record.

const contactForm = z
  .object({
    heading: fixedText("Send Us a Message", "the contact page's form is headed so"),
    /** The fieldset's legend (read by screen readers). */
    legend: text(),
    lead: text(),
    requiredNote: text(),
    reply: z.object({ when: text(), sooner: text(), whatsapp: text(), or: text() }).strict(),
    submitLabel: text(),
    sendingLabel: fixedText("Sending...", "the button says so while the message is sent"),
    successMessage: fixedText(
      "Thank you! Your message has been received. Our team will reach out soon.",
      "the thank-you shown once a message is sent",
    ),
    retryLabel: text(),
    notConnectedWhat: text(),
  })
  .strict();

const delivery = z
  .object({
    failure: z.object({ network: text(), timeout: text(), serverError: text(), refused: text() }).strict(),
    unknownStatus: text(),
    stillInForm: text(),
  })
  .strict();

const privacy = z
  .object({ noticeLinkLabel: text(), contactNote: text(), applicationNote: text(), consentLabel: text() })
  .strict();

/** The forms an outcome page offers a way back to. */
export const outcomeForms = ["contact", "application"] as const;

const outcome = z.object({
  title: text(),
  heading: text(),
  text: text(),
  back: z.array(z.enum(outcomeForms, "must be contact or application")),
  /** True for the two "received" pages: no line offering the phone and e-mail. */
  received: z.literal(true, "must be true, or left out").optional(),
});

const outcomeWords = z
  .object({ backToContact: text(), backToApplication: text(), reachUs: text(), home: text() })
  .strict();

export const formsSchema = z
  .object({
    id: slug(),
    contactForm,
    delivery,
    notConnected: z.object({ title: text(), text: text() }).strict(),
    privacy,
    /** The pages a form posted without JavaScript lands on: /form/<key>. */
    outcomes: keyedRecords(outcome),
    outcomeWords,
  })
  .strict();

export type FormsEntry = z.infer<typeof formsSchema>;
