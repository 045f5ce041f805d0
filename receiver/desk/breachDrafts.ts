import { localeInfo } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { breachNoticeIn } from "@/lib/content/breachNotice";
import { fill } from "@/lib/template";
import type { HeldInWindow, HeldPerson } from "./db/breach";

// Drafts from the record, for a person to complete, review and send: the notice to each affected person and the
// report to the Data Protection Board. What only people can know (what happened, what was done) is left in
// [brackets]. docs/breach.md says who decides and in what order; counsel confirms the wording.

const KIND_KEYS = { contact: "contact", application: "application", "rights request": "rights" } as const;

/** The notice to one person, in their language: what happened, what it means, what was done, what they can do. */
export function personNotice(person: HeldPerson, window: { from: string; to: string }): string {
  const words = breachNoticeIn(person.language);
  const { officer } = site.privacy;
  const held = person.kinds
    .map((kind) => words.held[KIND_KEYS[kind as keyof typeof KIND_KEYS] ?? "contact"])
    .join("; ");
  const values = { agency: site.name, name: person.name, officer: officer.name, email: officer.email, ...window };
  return [
    `To: ${person.name} <${person.email}> (${localeInfo[person.language].englishName})`,
    `Subject: ${fill(words.subject, values)}`,
    "",
    fill(words.greeting, values),
    "",
    // The record's words last, so nothing in a name is read as a placeholder.
    fill(words.happened, values).replace("{held}", () => held),
    "",
    words.consequences,
    words.done,
    words.youCan,
    "",
    fill(words.contact, values),
    "",
    site.legalName,
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
