import uploads from "@/.content/uploads.json" with { type: "json" };
import compiled from "@/.content/work.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import type { WorkImage } from "@/lib/content/types";
import type { WorkEntry } from "./schemas/work";

// The pieces of work (content/work/) by id, described in a language. Server side: a page gets the images it
// shows, never the collection. An upload is served from /uploads/ at the sizes the build made and measured
// (scripts/content/uploads.ts); a file of the repository as its entry says.

const records = compiled as unknown as Record<Locale, WorkEntry[]>;
const sizes = uploads as Record<string, { width: number; height: number; widths: number[] }>;

function image({ upload, src, widths, width, height, alt, caption }: WorkEntry): WorkImage {
  if (upload) return { src: upload.replace(/\.[a-z]+$/, ""), ...sizes[upload]!, alt, caption };
  return { src: src!, ...(widths ? { widths } : {}), width: width!, height: height!, alt, caption };
}

const byId = (locale: Locale): Record<string, WorkImage> =>
  Object.fromEntries(records[locale].map((entry) => [entry.id, image(entry)]));

const byLocale = eachLocale(byId);

/** The pieces of work by id, with their descriptions in `locale`. */
export const workIn = (locale: Locale): Record<string, WorkImage> => byLocale[locale];
