import compiled from "@/.content/clients.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import type { ClientRecord } from "@/lib/content/types";
import { omit } from "./inLanguage";
import type { ClientEntry } from "./schemas/clients";

// The case studies' businesses (content/clients/) by id, with what each runs and where in a language.

const records = compiled as unknown as Record<Locale, ClientEntry[]>;

const client = (entry: ClientEntry): ClientRecord => ({
  ...omit(entry, "id", "order", "owner"),
  person: { name: entry.owner },
});
const byId = (locale: Locale): Record<string, ClientRecord> =>
  Object.fromEntries(records[locale].map((entry) => [entry.id, client(entry)]));

const byLocale = eachLocale(byId);

/** The clients by id, with what each runs and where in `locale`. */
export const clientsIn = (locale: Locale): Record<string, ClientRecord> => byLocale[locale];
/** The clients by id, in English. */
export const clients = byLocale.en;

/** What the client of this name runs, in `locale` (the case studies hold the English record). */
export const businessIn = (locale: Locale, name: string): string =>
  Object.values(byLocale[locale]).find((record) => record.name === name)!.business;
