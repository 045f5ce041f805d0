import type { Locale } from "@/lib/locales";

// The one way a page gets a collection's records: compiled by `npm run content` (scripts/content/compile.ts),
// already checked against the collection's schema and with each language's words laid over the English, so
// here they are only read. Each collection's module imports its own compiled file, so a page's JavaScript
// carries only the collections it shows.

type Compiled<Entry> = Record<Locale, Entry[]>;

/** A record without the fields that only file it (its place in the list, the file's own name). */
export function omit<Entry extends object, Name extends keyof Entry>(
  record: Entry,
  ...names: Name[]
): Omit<Entry, Name> {
  const kept = { ...record };
  for (const name of names) delete kept[name];
  return kept;
}

/** A collection's records in a language, without the `order` the files sort by. */
export function inLanguage<Entry extends { order: number }>(compiled: unknown) {
  const records = compiled as Compiled<Entry>;
  return (locale: Locale): Omit<Entry, "order">[] => records[locale].map((record) => omit(record, "order"));
}

/**
 * The record of a collection that holds one entry (a page's copy: content/<page>/<page>.<language>.yml), in a
 * language, without the `id` and `order` that only file it.
 */
export function onlyEntryIn<Entry extends { id: string }>(compiled: unknown) {
  const records = compiled as Compiled<Entry>;
  return (locale: Locale): Omit<Entry, "id"> => omit(records[locale][0]!, "id");
}
