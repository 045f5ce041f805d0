import compiled from "@/.content/work.json" with { type: "json" };
import type { Locale } from "@/content/locales";
import type { WorkImage } from "@/content/types";
import { omit } from "./inLanguage";
import type { WorkEntry } from "./schemas/work";

// The pieces of work (content/work/) by id, described in a language. Server side: a page gets the images it
// shows, never the collection.

const records = compiled as unknown as Record<Locale, WorkEntry[]>;

const image = (entry: WorkEntry): WorkImage => omit(entry, "id", "order");
const byId = (locale: Locale): Record<string, WorkImage> =>
  Object.fromEntries(records[locale].map((entry) => [entry.id, image(entry)]));

const byLocale = { en: byId("en"), te: byId("te"), hi: byId("hi") } satisfies Record<Locale, unknown>;

/** The pieces of work by id, with their descriptions in `locale`. */
export const workIn = (locale: Locale): Record<string, WorkImage> => byLocale[locale];
