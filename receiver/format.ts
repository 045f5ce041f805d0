import { detailFields } from "@/lib/forms/fields";
import { indiaIso, indiaTime } from "@/lib/indiaTime";
import type { Lead, LeadKind } from "./db/leads";
import { monthsBefore } from "./calendar";
import { visible } from "./text";

// How the CLI shows leads: one line each, and CSV. Pure, so the unit tests read the same output.

function notified(lead: Lead): string {
  if (lead.notifiedAt) return "notified";
  return lead.notifyError ? `NOT notified (${lead.notifyError})` : "not notified";
}

/**
 * "12  application  Ravi Kumar  +91 90000 11111  ravi@example.com  UI/UX Web Designer  23 Nov 2026, 6:02 pm IST  notified",
 * every stored value with its control characters shown as escapes (a lead cannot act on the terminal).
 */
export function leadLine(lead: Lead): string {
  const received = indiaTime(lead.receivedAt);
  return [lead.id, lead.kind, lead.name, lead.phone, lead.email, lead.position ?? "-", received, notified(lead)]
    .map((value) => visible(String(value)))
    .join("  ");
}

type CsvColumn = [header: string, value: (lead: Lead) => string | number | undefined | null];

/** A lead's columns, each form field's under its own column name (lib/forms/fields.ts), then the résumé and origin. */
const CSV_COLUMNS: CsvColumn[] = [
  ["id", (l) => l.id],
  ["kind", (l) => l.kind],
  ["received_at", (l) => indiaIso(l.receivedAt)],
  ["name", (l) => l.name],
  ["phone", (l) => l.phone],
  ["email", (l) => l.email],
  ...detailFields.map(({ column, name }): CsvColumn => [column, (l) => l[name]]),
  ["resume_file", (l) => l.resume?.fileName],
  ["resume_type", (l) => l.resume?.type],
  ["resume_bytes", (l) => l.resume?.size],
  ["resume_sha256", (l) => l.resume?.sha256],
  ["notice_version", (l) => l.noticeVersion],
  ["consent_at", (l) => l.consentAt && indiaIso(l.consentAt)],
  ["notified_at", (l) => l.notifiedAt && indiaIso(l.notifiedAt)],
  // Where the lead came from; empty when the form was sent without JavaScript.
  ["landing_page", (l) => l.origin?.landingPage],
  ["referrer_host", (l) => l.origin?.referrerHost],
  ["utm_source", (l) => l.origin?.utm.source],
  ["utm_medium", (l) => l.origin?.utm.medium],
  ["utm_campaign", (l) => l.origin?.utm.campaign],
  ["utm_term", (l) => l.origin?.utm.term],
  ["utm_content", (l) => l.origin?.utm.content],
  ["pages_seen", (l) => l.origin?.pagesSeen],
];

/** The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list, and LF). */
export const FORMULA_LEADS = ["=", "+", "-", "@", "\t", "\r", "\n"] as const;

/**
 * One CSV field, quoted when needed. Any text a spreadsheet could evaluate, that is every value that starts
 * with one of FORMULA_LEADS, is prefixed with ' (so "+91 98480 12345" reads '+91 98480 12345: a phone
 * number is no exception, since "+1+HYPERLINK(…)" starts the same way). Numbers the CSV writes itself
 * (ids, sizes) are left as they are.
 */
function csvField(value: string | number | undefined | null): string {
  if (typeof value === "number") return String(value);
  let text = value ?? "";
  if (FORMULA_LEADS.some((lead) => text.startsWith(lead))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsCsv(leads: Lead[]): string {
  const lines = [
    CSV_COLUMNS.map(([h]) => h).join(","),
    ...leads.map((lead) => CSV_COLUMNS.map(([, v]) => csvField(v(lead))).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The received-before cut-off of each kind: now minus its retention period in India's calendar months (lib/content/site.ts). */
export function retentionCutoffs(
  now: Date,
  months: { enquiries: number; applications: number },
): Record<LeadKind, string> {
  const minus = (n: number) => monthsBefore(now, n).toISOString();
  return { contact: minus(months.enquiries), application: minus(months.applications) };
}
