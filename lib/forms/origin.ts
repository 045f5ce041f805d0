// Where a lead came from: the hidden fields both forms carry from the visit in this tab's memory
// (lib/measurement/visit.ts), and the receiver's reading of them. A form sent without JavaScript carries
// none; a value that is not what the site sends is left out rather than refusing the lead.
import { MAX_TEXT, UTM_KEYS, type Utm } from "@/lib/measurement/event";

export interface LeadOrigin {
  landingPage?: string;
  referrerHost?: string;
  utm: Utm;
  pagesSeen?: number;
}

/** The hidden fields' names. */
export const ORIGIN_FIELDS = {
  landingPage: "originLanding",
  referrerHost: "originReferrer",
  pagesSeen: "originPagesSeen",
  utm: { source: "utmSource", medium: "utmMedium", campaign: "utmCampaign", term: "utmTerm", content: "utmContent" },
} as const;

/** The fields for a form's FormData, from the visit's state. */
export function originFields(visit: {
  landing: string;
  ref?: string;
  utm: Utm;
  pagesSeen: number;
}): [name: string, value: string][] {
  const fields: [string, string][] = [
    [ORIGIN_FIELDS.landingPage, visit.landing],
    [ORIGIN_FIELDS.pagesSeen, String(visit.pagesSeen)],
  ];
  if (visit.ref) fields.push([ORIGIN_FIELDS.referrerHost, visit.ref]);
  for (const key of UTM_KEYS) {
    const value = visit.utm[key];
    if (value) fields.push([ORIGIN_FIELDS.utm[key], value]);
  }
  return fields;
}

function field(data: FormData, name: string, pattern?: RegExp): string | undefined {
  const value = data.get(name);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_TEXT || (pattern && !pattern.test(trimmed))) return undefined;
  return trimmed;
}

/** The origin a submission carries, or undefined when it carries none (a form sent without JavaScript). */
export function readLeadOrigin(data: FormData): LeadOrigin | undefined {
  const landingPage = field(data, ORIGIN_FIELDS.landingPage, /^\/[\w\-/.]*$/);
  const referrerHost = field(data, ORIGIN_FIELDS.referrerHost, /^[a-z0-9.-]+(:\d{1,5})?$/);
  const seen = field(data, ORIGIN_FIELDS.pagesSeen, /^\d{1,4}$/);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = field(data, ORIGIN_FIELDS.utm[key]);
    if (value) utm[key] = value;
  }
  if (!landingPage && !referrerHost && !seen && !Object.keys(utm).length) return undefined;
  return { landingPage, referrerHost, utm, pagesSeen: seen ? Number(seen) : undefined };
}
