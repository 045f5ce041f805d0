// A request about one's data, filed from the privacy notice: the form, the answers, the page its mailbox link
// opens, and the e-mails. The agency's own fixed words: nothing a visitor typed goes into an e-mail to an
// address its owner has not confirmed.

import type { RightsKind } from "./rights";

export interface RightsRequestCopy {
  heading: string;
  lead: string;
  kindLegend: string;
  kinds: Record<RightsKind, string>;
  name: string;
  email: string;
  emailHint: string;
  details: string;
  detailsHint: string;
  errors: { kind: string; name: string; email: string; details: string };
  submit: string;
  pending: string;
  /** After the request is stored: `{officer}` is the Grievance Officer's address. */
  answers: { email: string; sentToday: string; staff: string; failed: string };
  status: {
    sectionLabel: string;
    loading: string;
    confirmLead: string;
    button: string;
    pending: string;
    /** `{due}`: the date the answer is due. */
    open: string;
    /** `{date}`: the day it was answered. */
    closed: string;
    replyHeading: string;
    notFound: string;
  };
  /** The page a withdraw link opens. */
  withdraw: { lead: string; button: string; pending: string; done: string; notFound: string };
  /** `withdrawLine` ends every e-mail to a visitor, `{withdraw}` its link. */
  mail: { withdrawLine: string; confirmSubject: string; confirmText: string; replySubject: string; replyText: string };
}

export const rightsRequest: RightsRequestCopy = {
  heading: "Make a request about your data",
  lead: "Choose what you ask for. We store your request, then e-mail you a link to confirm that it is yours: nothing is shown or changed until you press the button in that e-mail.",
  kindLegend: "What you ask for",
  kinds: {
    access: "See the data you hold about me",
    correction: "Correct or complete my data",
    erasure: "Erase my data",
    nomination: "Nominate someone to act for me",
    grievance: "Raise a grievance",
  },
  name: "Your name",
  email: "Your e-mail address",
  emailHint: "The address you gave us: we check that it is yours.",
  details: "Details (optional)",
  detailsHint: "What to correct, whom you nominate, or what went wrong.",
  errors: {
    kind: "Choose what you ask for",
    name: "Enter your name",
    email: "Enter an e-mail address like name@example.com",
    details: "Keep the details under 2,000 characters",
  },
  submit: "Send my request",
  pending: "Sending…",
  answers: {
    email:
      "Your request is stored. We have e-mailed a link to the address you gave: open it and press the button to confirm the request. Until then nothing is shown or changed.",
    sentToday:
      "Your request is stored, but we send an address at most one confirmation e-mail a day, and one went to it today. Please send the request again tomorrow, or write to {officer}.",
    staff:
      "Your request is stored. This site sends no e-mail, so our Grievance Officer will write to you from {officer} to check that the request is yours before anything is shown or changed.",
    failed: "Your request could not be stored. Please try again, or e-mail {officer}.",
  },
  status: {
    sectionLabel: "Your request",
    loading: "Opening your request…",
    confirmLead: "Press the button to confirm the request you sent.",
    button: "Confirm my request",
    pending: "Confirming…",
    open: "Your request is confirmed. We will answer by {due}.",
    closed: "We answered on {date}.",
    replyHeading: "Our answer",
    notFound: "We could not find this request. The link may be incomplete.",
  },
  withdraw: {
    lead: "Pressing the button withdraws your consent, and we erase everything we hold about you at once. It cannot be undone.",
    button: "Withdraw my consent and erase my data",
    pending: "Erasing…",
    done: "Your consent is withdrawn, and everything we held about you is erased.",
    notFound: "This link does not work: it may be incomplete, or the data is already erased.",
  },
  mail: {
    withdrawLine: "To withdraw your consent and have us erase your data: {withdraw}",
    confirmSubject: "Confirm your request to {agency}",
    confirmText:
      "{agency} received a request from this e-mail address: {kind}.\n\nIf you sent it, open this link and press the button to confirm it:\n{link}\n\nIf you did not, ignore this e-mail: nothing is shown or changed.\n\n{officer}, {agency}",
    replySubject: "{agency}'s answer to your request",
    replyText: "{reply}\n\nYour request's state: {link}\n\n{officer}, {agency}",
  },
};
