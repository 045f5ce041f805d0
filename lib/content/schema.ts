import { existsSync } from "node:fs";
import { z } from "zod";
import { MEDIA_PATH } from "./uploadsFiles";

// The building blocks of every collection's schema (lib/content/schemas/). A schema says, field by field, which
// values are words (written again in each language's file) and which are facts of the entry (ids, links, figures,
// dates: written once, in the English file). The language layer, the merge and the editor's configuration are
// all read from that one schema (docs/content.md).

const WORDS = "words";

/** A field a translator writes again: text shown to a visitor. */
export function words<S extends z.ZodType>(schema: S): S {
  return schema.meta({ [WORDS]: true }) as S;
}

const FIXED = "fixed";

/**
 * A value or a count the site's specification sets, and why. The schema given enforces it (a literal, a list's
 * exact length), so the build refuses another; the editor shows it read-only, or the list with that many items,
 * with the reason as its hint (lib/content/cmsFields.ts).
 */
export function fixed<S extends z.ZodType>(schema: S, reason: string): S {
  return schema.meta({ [FIXED]: reason }) as S;
}

/** A list of exactly `count` items, fixed for `reason`. */
export function fixedCount<S extends z.ZodType>(list: S, count: number, reason: string): S {
  const exact = (list as z.ZodType<unknown[]>).check(z.length(count, `must hold exactly ${count} items: ${reason}`));
  return fixed(exact as unknown as S, reason);
}

const ENGLISH = "english";

/**
 * Words whose English the site's specification sets: the English file must read exactly `english`, and Telugu
 * and Hindi translate it as they would any words (so the editor shows it with the reason, not read-only).
 */
export function fixedText(english: string, reason: string) {
  const exact = z.string().refine((value) => value === english, `must read "${english}": ${reason}`);
  return fixed(
    words(exact.meta({ [ENGLISH]: english })),
    `${reason}. The English reads "${english}"; each language translates it.`,
  );
}

/** The English a fixedText() field must read, if it is one. */
const fixedEnglish = (schema: z.ZodType): string | undefined => {
  const english: unknown = unwrap(schema).meta()?.[ENGLISH];
  return typeof english === "string" ? english : undefined;
};

/** Why a field is fixed, if it is. */
export const fixedReason = (schema: z.ZodType): string | undefined => {
  const reason: unknown = schema.meta()?.[FIXED] ?? unwrap(schema).meta()?.[FIXED];
  return typeof reason === "string" ? reason : undefined;
};

const EVERY_LANGUAGE = "everyLanguage";

/**
 * Words the editor asks for in every language before it saves (an image's description, which a reader who cannot
 * see the image depends on). The build still shows the English where a file leaves them out, and lists it, so a
 * language can be added one file at a time.
 */
export function inEveryLanguage<S extends z.ZodType>(schema: S): S {
  return schema.meta({ [EVERY_LANGUAGE]: true }) as S;
}

/** Whether a field must be written in every language. */
export const isInEveryLanguage = (schema: z.ZodType): boolean =>
  schema.meta()?.[EVERY_LANGUAGE] === true || unwrap(schema).meta()?.[EVERY_LANGUAGE] === true;

/** One line of text shown to a visitor, never empty. */
export const text = () => words(z.string().trim().min(1, "is empty: write the text, or remove the field"));

/** A list of lines of text, translated as a whole (their order is the translation's own). */
export const textList = () => words(z.array(z.string().trim().min(1, "has an empty line")));

/**
 * An image uploaded at /admin into content/uploads/, named by its address on the site (/uploads/<name>.jpg); the
 * build makes its sizes (scripts/content/uploads.ts). The file must exist.
 */
export const uploadedImage = () =>
  z
    .string()
    .regex(MEDIA_PATH, "must be an image uploaded to content/uploads/, e.g. /uploads/cafe-menu-board.jpg")
    .refine((path) => existsSync(`content${path}`), "names no file in content/uploads/: upload the image")
    .meta({ widget: "image" });

/** An ISO calendar date, e.g. 2026-11-27. */
export const isoDate = () => z.iso.date("is not a date written as YYYY-MM-DD");

/** A slug: lower-case letters, digits and hyphens, as used in file names and addresses. */
export const slug = () =>
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and hyphens, e.g. web-design");

/**
 * A list whose items carry a stable `key`: each language's file names the item it translates by that key, so
 * reordering the English list never moves a translation onto another item.
 */
export function keyedList(item: z.ZodType) {
  const withKey = (option: z.ZodObject) => option.extend({ key: slug() }).strict();
  const union = unionOf(item);
  const keyed = union
    ? z.discriminatedUnion(
        union.discriminator,
        union.options.map((option) => withKey(option as z.ZodObject)) as unknown as [z.ZodObject, ...z.ZodObject[]],
      )
    : withKey(item as z.ZodObject);
  return z.array(keyed).superRefine((items, context) => {
    const seen = new Set<unknown>();
    items.forEach((entry: { key?: unknown }, index) => {
      if (seen.has(entry.key))
        context.addIssue({
          code: "custom",
          path: [index, "key"],
          message: `"${String(entry.key)}" is used twice in this list`,
        });
      seen.add(entry.key);
    });
  });
}

/** keyedList of plain records, typed: each item its own fields and its `key` (z.infer then sees them). */
export const keyedRecords = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) =>
  keyedList(item) as unknown as z.ZodArray<z.ZodObject<Shape & { key: z.ZodString }>>;

export const isWords = (schema: z.ZodType): boolean =>
  schema.meta()?.[WORDS] === true || unwrap(schema).meta()?.[WORDS] === true;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema inside optional, default, nullable and refinement wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "readonly")
    return unwrap(def.innerType as z.ZodType);
  if (def.type === "pipe") return unwrap(def.in as z.ZodType);
  return schema;
}

/** The fields of an object schema, or undefined for any other kind. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(unwrap(schema));
  return def.type === "object" ? (def.shape as Record<string, z.ZodType>) : undefined;
}

/** The item schema of a list schema, or undefined for any other kind. */
export function itemOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  return def.type === "array" ? (def.element as z.ZodType) : undefined;
}

/** The options of a discriminated union and the field that tells them apart, or undefined for any other kind. */
export function unionOf(schema: z.ZodType): { discriminator: string; options: z.ZodType[] } | undefined {
  const def = defOf(unwrap(schema));
  if (def.type !== "union" || typeof def.discriminator !== "string") return undefined;
  return { discriminator: def.discriminator, options: def.options as z.ZodType[] };
}

/** The option of a discriminated union a value is, by its discriminator. */
export function optionFor(
  union: { discriminator: string; options: z.ZodType[] },
  value: unknown,
): z.ZodType | undefined {
  const tag = (value as Record<string, unknown> | undefined)?.[union.discriminator];
  return union.options.find((option) => {
    const field = fieldsOf(option)?.[union.discriminator];
    const values = field ? (defOf(unwrap(field)).values as unknown[] | undefined) : undefined;
    return values?.includes(tag) ?? false;
  });
}

/** Whether a schema holds words anywhere inside it. */
export function holdsWords(schema: z.ZodType): boolean {
  if (isWords(schema)) return true;
  const union = unionOf(schema);
  if (union) return union.options.some(holdsWords);
  const fields = fieldsOf(schema);
  if (fields) return Object.values(fields).some(holdsWords);
  const item = itemOf(schema);
  return item ? holdsWords(item) : false;
}

/**
 * The schema of a language's file for an entry: only the fields that hold words, each optional (a missing one
 * shows the English and is reported as untranslated), list items named by their key. A fact of the entry written
 * in a language's file is refused, so a price or a link is never changed in one language alone.
 */
export function languageLayer(schema: z.ZodType): z.ZodType {
  // Words fixed in English are translated freely.
  if (fixedEnglish(schema) !== undefined) return text().optional();
  if (isWords(schema)) return unwrap(schema).optional();
  const union = unionOf(schema);
  if (union) {
    // A language's item says which kind it is, as the English one does, so its file reads on its own.
    const options = union.options.map((option) => {
      const layer = unwrap(languageLayer(option)) as z.ZodObject;
      return layer.extend({ [union.discriminator]: fieldsOf(option)![union.discriminator]! }).strict();
    });
    return z.discriminatedUnion(union.discriminator, options as [z.ZodObject, ...z.ZodObject[]]).optional();
  }
  const fields = fieldsOf(schema);
  if (fields) {
    const kept = Object.entries(fields).filter(([name, field]) => name === "key" || holdsWords(field));
    const shape = Object.fromEntries(
      kept.map(([name, field]) => [name, name === "key" ? slug() : languageLayer(field)]),
    );
    return z.object(shape).strict().optional();
  }
  const item = itemOf(schema);
  if (item) return z.array(unwrap(languageLayer(item))).optional();
  return z.never().optional();
}
