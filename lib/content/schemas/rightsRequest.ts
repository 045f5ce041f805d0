import { z } from "zod";
import { slug, text } from "../schema";

// A request about one's data, filed from the privacy notice: content/rights-request/rights-request.<language>.yml.
// The form, its answers, the page its mailbox link opens and the e-mails: the agency's own fixed words, so
// nothing a visitor typed goes into an e-mail to an address its owner has not confirmed. Words in braces
// ({officer}, {due}, {link}…) are filled in by the code that shows or sends them.

export const rightsRequestSchema = z
  .object({
    id: slug(),
    heading: text(),
    lead: text(),
    kindLegend: text(),
    /** What each kind of request (lib/rights.ts) is called. */
    kinds: z
      .object({ access: text(), correction: text(), erasure: text(), nomination: text(), grievance: text() })
      .strict(),
    name: text(),
    email: text(),
    emailHint: text(),
    details: text(),
    detailsHint: text(),
    errors: z.object({ kind: text(), name: text(), email: text(), details: text() }).strict(),
    submit: text(),
    pending: text(),
    /** After the request is stored: `{officer}` is the Grievance Officer's address. */
    answers: z.object({ email: text(), sentToday: text(), staff: text(), failed: text() }).strict(),
    status: z
      .object({
        sectionLabel: text(),
        loading: text(),
        confirmLead: text(),
        button: text(),
        pending: text(),
        /** `{due}`: the date the answer is due. */
        open: text(),
        /** `{date}`: the day it was answered. */
        closed: text(),
        replyHeading: text(),
        notFound: text(),
      })
      .strict(),
    /** The page a withdraw link opens. */
    withdraw: z.object({ lead: text(), button: text(), pending: text(), done: text(), notFound: text() }).strict(),
    /** `withdrawLine` ends every e-mail to a visitor, `{withdraw}` its link. */
    mail: z
      .object({
        withdrawLine: text(),
        confirmSubject: text(),
        confirmText: text(),
        replySubject: text(),
        replyText: text(),
      })
      .strict(),
  })
  .strict();

export type RightsRequestEntry = z.infer<typeof rightsRequestSchema>;
/** The words of the request's form, pages and e-mails in one language. */
export type RightsRequestCopy = Omit<RightsRequestEntry, "id">;
