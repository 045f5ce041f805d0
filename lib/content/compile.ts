import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { locales, type Locale } from "@/lib/locales";
import { overlay } from "./overlay";
import { fillPlaceholders } from "./placeholders";
import { describeIssues } from "./problems";
import { holdsWords, languageLayer } from "./schema";

// A collection's files turned into its records, one list per language. Pure: it is handed the files' text, so
// the build (scripts/content/compile.ts) and the tests run the same code, the tests on fixtures.

export interface Collection {
  /** Its name in messages and in the compiled output (.content/<name>.json). */
  name: string;
  /** Its folder under content/: one entry is `<id>.<locale>.yml` there. */
  folder: string;
  /** The entry's schema, English file plus the `id` taken from the file name. */
  schema: z.ZodType;
  /** The facts its files may name as {{name}}, by language (null while the facts record has a problem). */
  phrases?: (locale: Locale) => Record<string, string> | null;
  /**
   * Small parts for code that runs in the browser, each a few fields compiled apart, by the part's name, into
   * .content/<name>.<part>.<language>.json (and every language's in .content/<name>.<part>.all.json).
   */
  summaries?: Readonly<Record<string, readonly string[]>>;
  /**
   * Also compiled whole, one file per language (.content/<name>.<language>.json), for code that runs in the
   * browser and loads the words of one language only (the chat, the booking form).
   */
  perLanguage?: boolean;
  /** The site addresses whose copy this is: offered in a language only once the collection has its file. */
  pages?: readonly string[];
  /** A page's copy: exactly one entry, named after the folder (content/home/home.en.yml). */
  single?: boolean;
  /** A number of entries the site's specification sets, and why: the build refuses another. */
  fixedCount?: { entries: number; reason: string };
}

export interface SourceFile {
  /** Path from the repository's root, e.g. content/team/arjun-reddy.te.yml. */
  path: string;
  text: string;
}

export interface Compiled {
  entries: Record<Locale, unknown[]>;
  /** Per language, the entries with no file in it: a page is not offered in a language it lacks. */
  unwritten: Record<Locale, string[]>;
  /** Per language, what still shows in English: "team/arjun-reddy: bio". */
  lacks: Record<Locale, string[]>;
  /** Sentences an editor can act on; any at all fails the build. */
  problems: string[];
}

const FILE = /\/([a-z0-9-]+)\.([a-z]{2})\.ya?ml$/;

function read(file: SourceFile, problems: string[], phrases?: Collection["phrases"]): unknown {
  try {
    const data: unknown = parse(file.text) ?? {};
    const locale = FILE.exec(file.path)?.[2] as Locale | undefined;
    const named = phrases && locale ? phrases(locale) : null;
    return named ? fillPlaceholders(data, named, file.path, problems) : data;
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = error.linePos?.[0].line;
    const said = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    problems.push(`${file.path}: ${line ? `line ${line}: ` : ""}${said}`);
    return undefined;
  }
}

/** A one-entry collection holds only the file named after its folder: say what else is there. */
function strangersOfSingle(collection: Collection, ids: string[]): string[] {
  const own = collection.folder.split("/").pop()!;
  const problems = ids
    .filter((id) => id !== own)
    .map((id) => `${collection.folder}/${id}.en.yml: this folder holds one page, ${own}.en.yml: remove the file`);
  if (!ids.includes(own)) problems.push(`${collection.folder}/${own}.en.yml: is missing: the page has no English copy`);
  return problems;
}

const orderOf = (entry: unknown) => (entry as { order?: number }).order ?? Number.MAX_SAFE_INTEGER;

export function compileCollection(collection: Collection, files: readonly SourceFile[]): Compiled {
  const problems: string[] = [];
  const byId = new Map<string, Partial<Record<Locale, SourceFile>>>();
  for (const file of files) {
    const match = FILE.exec(file.path);
    const locale = match?.[2] as Locale | undefined;
    if (!match || !locale || !locales.includes(locale)) {
      problems.push(`${file.path}: is not named <id>.<language>.yml (languages: ${locales.join(", ")})`);
      continue;
    }
    byId.set(match[1]!, { ...byId.get(match[1]!), [locale]: file });
  }
  if (collection.single) problems.push(...strangersOfSingle(collection, [...byId.keys()]));
  const written = [...byId.values()].filter((sources) => sources.en).length;
  if (collection.fixedCount && written !== collection.fixedCount.entries)
    problems.push(
      `${collection.folder}/: holds ${written} entries, and must hold exactly ${collection.fixedCount.entries}: ${collection.fixedCount.reason}`,
    );
  const layerSchema = languageLayer(collection.schema);
  // A collection of facts only (the site record) has nothing to translate, so no language lacks it.
  const wordy = holdsWords(collection.schema);
  const english: { id: string; record: unknown }[] = [];
  for (const [id, sources] of byId) {
    if (!sources.en) {
      const stray = Object.values(sources)[0]!;
      problems.push(
        `${stray.path}: has no English file (${collection.folder}/${id}.en.yml): the English entry comes first`,
      );
      continue;
    }
    const raw = read(sources.en, problems, collection.phrases);
    if (raw === undefined) continue;
    const candidate = { ...(raw as object), id };
    const checked = collection.schema.safeParse(candidate);
    if (!checked.success) problems.push(...describeIssues(sources.en.path, checked.error.issues, candidate));
    else english.push({ id, record: checked.data });
  }
  english.sort((a, b) => orderOf(a.record) - orderOf(b.record) || a.id.localeCompare(b.id));

  const entries = {} as Record<Locale, unknown[]>;
  const lacks = {} as Record<Locale, string[]>;
  for (const locale of locales) {
    entries[locale] = [];
    lacks[locale] = [];
    for (const { id, record } of english) {
      const source = locale === "en" ? undefined : byId.get(id)?.[locale];
      if (locale !== "en" && !source && wordy)
        lacks[locale].push(`${collection.name}/${id}: all of it (no ${locale} file)`);
      const raw = source ? read(source, problems, collection.phrases) : {};
      const checked = source ? layerSchema.safeParse(raw) : { success: true as const, data: {} };
      if (!checked.success) {
        problems.push(...describeIssues(source!.path, checked.error.issues, raw, true));
        continue;
      }
      const laid = overlay(collection.schema, record, locale === "en" ? undefined : checked.data);
      for (const stray of laid.strays)
        problems.push(
          `${source!.path}: ${stray} has no English item with that key (${collection.folder}/${id}.en.yml)`,
        );
      if (source) lacks[locale].push(...laid.untranslated.map((field) => `${collection.name}/${id}: ${field}`));
      entries[locale].push(laid.value);
    }
  }
  const unwritten = Object.fromEntries(
    locales.map((locale) => [locale, english.filter(({ id }) => !byId.get(id)?.[locale]).map(({ id }) => id)]),
  ) as Record<Locale, string[]>;
  return { entries, unwritten, lacks, problems };
}
