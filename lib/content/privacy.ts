import compiled from "@/.content/privacy.json" with { type: "json" };
import { locales, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import type { RichBlock, RichInline } from "@/lib/content/types";
import { omit, onlyEntryIn } from "./inLanguage";
import { LINK, type NoticeFact, type PrivacyNoticeEntry } from "./schemas/privacy";

// The privacy notice (content/privacy/) as the page shows it: the site record's facts put in where the text
// names them, links written [like this](/contact) made links, each section's key become its anchor, and the
// version and date the forms send taken from the site record. Server side only.

const { privacy, address } = site;

function noticeFacts(backupKeepDays: number): Record<NoticeFact, string> {
  return {
    name: site.name,
    legalName: site.legalName,
    address: `${address.streetAddress}, ${address.city}, ${address.region} ${address.postalCode}`,
    "address.country": address.country,
    phone: site.phone.display,
    "officer.name": privacy.officer.name,
    "officer.role": privacy.officer.role,
    "officer.email": privacy.officer.email,
    "retentionMonths.enquiries": String(privacy.retentionMonths.enquiries),
    "retentionMonths.applications": String(privacy.retentionMonths.applications),
    measurementRawDays: String(privacy.measurementRawDays),
    "answerDays.request": String(privacy.answerDays.request),
    "answerDays.grievance": String(privacy.answerDays.grievance),
    "rightsKeepDays.unconfirmed": String(privacy.rightsKeepDays.unconfirmed),
    "rightsKeepDays.answered": String(privacy.rightsKeepDays.answered),
    "rightsKeepDays.withdrawLinks": String(privacy.rightsKeepDays.withdrawLinks),
    backupKeepDays: String(backupKeepDays),
  };
}

/** Every {name} in the text replaced by its fact (the schema has checked that each name is one). */
function filled<Value>(value: Value, facts: Record<string, string>): Value {
  if (typeof value === "string")
    return value.replace(/\{([^{}]*)\}/g, (whole, name: string) => facts[name] ?? whole) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, facts)) as Value;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, filled(item, facts)])) as Value;
  return value;
}

/** A line with its [links](/contact) as the page's rich text: the plain string when it has none. */
function linked(line: string): string | RichInline[] {
  const parts: RichInline[] = [];
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    parts.push(line.slice(from, match.index), { text: match[1]!, href: match[2]! });
    from = match.index + match[0].length;
  }
  parts.push(line.slice(from));
  const kept = parts.filter((part) => part !== "");
  return kept.length === 1 && typeof kept[0] === "string" ? kept[0] : kept;
}

type Block = PrivacyNoticeEntry["sections"][number]["blocks"][number];
const richBlock = (block: Block): RichBlock =>
  block.kind === "list" ? { list: block.items.map(linked) } : linked(block.text);

const entryIn = onlyEntryIn<PrivacyNoticeEntry>(compiled);

function noticeIn(locale: Locale) {
  const { backupKeepDays, sections, dataItems, ...words } = entryIn(locale);
  const notice = filled({ ...words, sections, dataItems }, noticeFacts(backupKeepDays));
  return {
    ...notice,
    version: privacy.noticeVersion,
    updated: privacy.updated,
    sections: notice.sections.map(({ key, heading, blocks }) => ({ id: key, heading, blocks: blocks.map(richBlock) })),
    dataItems: { ...notice.dataItems, items: notice.dataItems.items.map((item) => omit(item, "key")) },
  };
}

type PrivacyNoticeCopy = ReturnType<typeof noticeIn>;

const notices = Object.fromEntries(locales.map((locale) => [locale, noticeIn(locale)])) as Record<
  Locale,
  PrivacyNoticeCopy
>;

/** The privacy notice in `locale`, with its itemised data (`dataItems`). */
export const privacyNoticeIn = (locale: Locale): PrivacyNoticeCopy => notices[locale];
