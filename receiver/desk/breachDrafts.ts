import { localeInfo } from "@/content/locales";
import { site } from "@/content/site";
import type { HeldInWindow, HeldPerson } from "./db/breach";

// Drafts from the record, for a person to complete, review and send: the notice to each affected person and the
// report to the Data Protection Board. What only people can know (what happened, what was done) is left in
// [brackets]. docs/breach.md says who decides and in what order; counsel confirms the wording.

const WHAT: Record<string, string> = {
  contact: "your name, phone number, e-mail address and the enquiry or booking you sent us",
  application: "your job application: your name, phone number, e-mail address, résumé and the details you gave",
  "rights request": "your request about your data: your name, e-mail address and what you wrote",
};

const held = (person: HeldPerson) => person.kinds.map((kind) => WHAT[kind] ?? kind).join("; ");

/** The notice to one person: what happened, what it means for them, what was done, what they can do, whom to ask. */
export function personNotice(person: HeldPerson, window: { from: string; to: string }): string {
  const { officer } = site.privacy;
  return [
    `To: ${person.name} <${person.email}> (write in ${localeInfo[person.language].englishName})`,
    `Subject: ${site.name}: a security incident that may involve your data`,
    "",
    `Dear ${person.name},`,
    "",
    `Between ${window.from} and ${window.to} [what happened, where, and when we found it]. We held ${held(person)}.`,
    "",
    "What this may mean for you: [the likely consequences, e.g. unexpected e-mails or calls].",
    "What we have done: [the measures taken to contain it and to stop it happening again].",
    "What you can do: be wary of messages that claim to come from us and ask for money or passwords; [other steps].",
    "",
    `For any question, write to ${officer.name}, our ${officer.role}: ${officer.email}.`,
    "",
    `${site.legalName}`,
  ].join("\n");
}

/** The report to the Board: the first intimation's facts from the record, and the 72-hour report's headings. */
export function boardReport(held: HeldInWindow, window: { from: string; to: string }): string {
  const byLanguage = new Map<string, number>();
  for (const person of held.people) {
    const name = localeInfo[person.language].englishName;
    byLanguage.set(name, (byLanguage.get(name) ?? 0) + 1);
  }
  const languages = [...byLanguage].map(([name, n]) => `${n} ${name}`).join(", ") || "none";
  const kinds = [...new Set(held.people.flatMap((person) => person.kinds))].join(", ") || "none";
  return [
    `Intimation of a personal data breach: ${site.legalName}, Data Fiduciary`,
    `Contact: ${site.privacy.officer.name}, ${site.privacy.officer.role}, ${site.privacy.officer.email}`,
    "",
    `Window of the breach: ${window.from} to ${window.to}. Found on: [date and time].`,
    `People whose data was held in the window: ${held.people.length} (by language: ${languages}), and ${held.erasedSince} record(s) of people erased since.`,
    `Data held: ${kinds}.`,
    "Nature, extent and location: [what happened, which systems].",
    "Likely impact: [on the people affected].",
    "",
    "Within 72 hours of becoming aware, the detailed report:",
    "- Broad facts: the events, circumstances and reasons: [ ]",
    "- Measures implemented or proposed to mitigate the risk: [ ]",
    "- Findings regarding who caused it: [ ]",
    "- Remedial measures to prevent it happening again: [ ]",
    `- Notices given to the people affected: [sent on], to ${held.people.length} people.`,
  ].join("\n");
}
