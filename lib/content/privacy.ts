import compiled from "@/.content/privacy.json" with { type: "json" };
import { locales, type Locale } from "@/content/locales";
import { site } from "@/content/site";
import { omit, onlyEntryIn } from "./inLanguage";
import type { NoticeFact, PrivacyNoticeEntry } from "./schemas/privacy";

// The privacy notice (content/privacy/) as the page shows it: the site record's facts put in where the text
// names them, each section's key become its anchor, and the version and date the forms send taken from the
// site record. Server side only.

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

const entryIn = onlyEntryIn<PrivacyNoticeEntry>(compiled);

function noticeIn(locale: Locale) {
  const { backupKeepDays, sections, dataItems, ...words } = entryIn(locale);
  const notice = filled({ ...words, sections, dataItems }, noticeFacts(backupKeepDays));
  return {
    ...notice,
    version: privacy.noticeVersion,
    updated: privacy.updated,
    sections: notice.sections.map(({ key, ...section }) => ({ id: key, ...section })),
    dataItems: { ...notice.dataItems, items: notice.dataItems.items.map((item) => omit(item, "key")) },
  };
}

export type PrivacyNoticeCopy = ReturnType<typeof noticeIn>;

const notices = Object.fromEntries(locales.map((locale) => [locale, noticeIn(locale)])) as Record<
  Locale,
  PrivacyNoticeCopy
>;

/** The privacy notice in `locale`, with its itemised data (`dataItems`). */
export const privacyNoticeIn = (locale: Locale): PrivacyNoticeCopy => notices[locale];
