import compiled from "@/.content/services.json" with { type: "json" };
import unwritten from "@/.content/services.unwritten.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import type { ServiceRecord } from "@/lib/content/serviceTypes";
import type { WorkImage } from "@/lib/content/types";
import { normalizePath } from "@/lib/trailingSlash";
import { omit } from "./inLanguage";
import type { ServiceEntry } from "./schemas/services";
import { workIn } from "./work";

// The service pages (content/services/<id>.<language>.yml) as the page components read them: the list items'
// keys, which only match a translation to its English item, are left behind, and a piece of work named by its
// id (content/work/, as `image` or `work`) becomes its image with the description in the page's language. Server
// side only: the browser gets the catalogue (lib/content/serviceCatalogue.ts), never the copy.

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function shown(value: unknown, work: Record<string, WorkImage>): unknown {
  if (Array.isArray(value)) return value.map((item) => shown(item, work));
  if (!isPlain(value)) return value;
  if (value.kind === "gallery")
    return { ...omit(value, "key"), items: (value.items as { work: string }[]).map((item) => work[item.work]) };
  const result: Plain = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === "key") continue;
    const named = (name === "image" || name === "work") && typeof field === "string";
    result[name] = named ? work[field] : shown(field, work);
  }
  return result;
}

const records = compiled as unknown as Record<Locale, ServiceEntry[]>;
const byLocale = Object.fromEntries(
  (Object.keys(records) as Locale[]).map((locale) => [
    locale,
    records[locale].map((entry) => shown(omit(entry, "order"), workIn(locale)) as ServiceRecord),
  ]),
) as Record<Locale, ServiceRecord[]>;

const lacking = unwritten as Record<Locale, string[]>;

/** The service pages a language has (a file content/services/<id>.<language>.yml), in catalogue order. */
export const serviceRecordsIn = (locale: Locale): ServiceRecord[] =>
  byLocale[locale].filter((record) => !lacking[locale].includes(record.id));

/** Every English service record, in catalogue order. */
export const serviceRecords: ServiceRecord[] = byLocale.en;

export function serviceById(id: string): ServiceRecord {
  const record = serviceRecords.find((r) => r.id === id);
  if (!record) throw new Error(`Unknown service id "${id}"`);
  return record;
}

/** The English record served at a path: its canonical path (with or without a trailing slash) or another address. */
export function serviceRecordByPath(path: string): ServiceRecord | undefined {
  const wanted = normalizePath(path);
  return serviceRecords.find(
    (r) => normalizePath(r.path) === wanted || (r.alsoServedAt ?? []).some((p) => normalizePath(p) === wanted),
  );
}
