import { site } from "./site";

// The privacy notice's itemised list: each piece of personal data, what it is for, where it goes and how long it
// stays. The periods come from the site record, which the retention purge reads too.

const { retentionMonths, measurementRawDays, rightsKeepDays } = site.privacy;

export interface DataItem {
  item: string;
  purpose: string;
  goesTo: string;
  kept: string;
}

export interface DataItemsCopy {
  heading: string;
  labels: { purpose: string; goesTo: string; kept: string };
  items: DataItem[];
}

const enquiry = `enquiries and booked calls ${retentionMonths.enquiries} months, applications ${retentionMonths.applications} months, requests about your data as below`;
const inbox = "our own lead inbox, and our team's mailbox";

export const dataItems: DataItemsCopy = {
  heading: "Each item of data, its purpose, where it goes and how long it stays",
  labels: { purpose: "What for", goesTo: "Where it goes", kept: "How long" },
  items: [
    {
      item: "Your name",
      purpose: "To know whom we are talking to.",
      goesTo: `${inbox}; for a booked call, our staff's private calendar feeds.`,
      kept: `With what you sent: ${enquiry}.`,
    },
    {
      item: "Your phone number",
      purpose: "To reply to you, or to call you at the time you booked.",
      goesTo: `${inbox}; for a booked call, our staff's private calendar feeds.`,
      kept: `With what you sent: ${enquiry}.`,
    },
    {
      item: "Your e-mail address",
      purpose: "To reply to you, to check that it is yours, and to send you confirmations, invitations and answers.",
      goesTo: `${inbox}; the mail service that delivers our e-mails to you.`,
      kept: `With what you sent: ${enquiry}.`,
    },
    {
      item: "Your message, topic, budget or note",
      purpose: "To understand what you need and prepare our reply or quote.",
      goesTo: `${inbox}; a booked call's note also to our staff's calendar feeds.`,
      kept: `${retentionMonths.enquiries} months.`,
    },
    {
      item: "Your application: position, résumé, experience, profile links and salaries",
      purpose: "To assess your application.",
      goesTo: `${inbox} (with the résumé).`,
      kept: `${retentionMonths.applications} months.`,
    },
    {
      item: "The time of a booked call, and what became of it",
      purpose: "To call you when you chose.",
      goesTo: "Our lead inbox, your calendar, our staff's calendar feeds.",
      kept: `${retentionMonths.enquiries} months.`,
    },
    {
      item: "A one-way code of your network",
      purpose: "To stop one person filling the calendar.",
      goesTo: "Our lead inbox only.",
      kept: "With the booking; 90 days if our staff block the sender.",
    },
    {
      item: "Where your visit began (first page, linking website, campaign tags, pages seen)",
      purpose: "To learn which pages help visitors.",
      goesTo: "Our lead inbox only.",
      kept: "With the enquiry or application.",
    },
    {
      item: "When a form arrived, the notice version you saw, when you consented",
      purpose: "To show what you agreed to, and when.",
      goesTo: "Our lead inbox only.",
      kept: "With the form.",
    },
    {
      item: "A request about your data: what you ask, your details, our notes and answer",
      purpose: "To answer it, and to show that we did.",
      goesTo: `${inbox}; the mail service that delivers our answer.`,
      kept: `Unconfirmed ${rightsKeepDays.unconfirmed} days; answered, ${rightsKeepDays.answered} days after our answer.`,
    },
    {
      item: "A one-way code of each withdraw link, with your address",
      purpose: "So that the link in our e-mails erases your data.",
      goesTo: "Our lead inbox only.",
      kept: `${rightsKeepDays.withdrawLinks} days, or until your data is erased.`,
    },
    {
      item: "Pages viewed and their speed, with no name or address",
      purpose: "To know which pages help and how fast they are.",
      goesTo: "Our own server only.",
      kept: `${measurementRawDays} days, then only daily totals (two years).`,
    },
  ],
};
