import type { z } from "zod";
import { defaultLocale } from "@/lib/locales";
import { collections } from "./collections";
import type { Collection } from "./compile";
import { referredFolder } from "./references";
import { fieldsOf, fixedReason, holdsWords, isInEveryLanguage, isWords } from "./schema";

// The editor's fields, read from a collection's zod schema, so a field added to a schema appears at /admin with
// the same rules. Words are edited in every language (`i18n: true`); facts only in English (`i18n: false`, which
// keeps them out of the Telugu and Hindi files: the language layer refuses a fact there).

export type CmsField = Record<string, unknown> & { name: string; widget: string };

type Def = { type: string } & Record<string, unknown>;
type Check = { check?: string; format?: string; pattern?: RegExp; prefix?: string; value?: number } & Record<
  string,
  unknown
>;

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] =>
  ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);

/** The message a check or schema was given, if it was given a fixed one. */
function messageOf(def: Record<string, unknown>): string | undefined {
  const error = def.error;
  if (typeof error !== "function") return undefined;
  const said: unknown = (error as (issue: unknown) => unknown)({});
  return typeof said === "string" ? said : undefined;
}

/** A description set with `.describe()` or `.meta({ description })`, shown as the field's hint. */
function descriptionOf(schema: z.ZodType): string | undefined {
  const description = schema.meta()?.description ?? (schema as { description?: string }).description;
  return typeof description === "string" ? description : undefined;
}

interface Found {
  schema: z.ZodType;
  required: boolean;
  hint?: string;
}

/** Peel optional, default, nullable and refinement wrappers, keeping whether the field is required. */
function peel(schema: z.ZodType, found: Found = { schema, required: true }): Found {
  const def = defOf(schema);
  const hint = found.hint ?? descriptionOf(schema);
  if (["optional", "nullable", "default", "prefault", "readonly"].includes(def.type))
    return peel(def.innerType as z.ZodType, {
      schema,
      required: found.required && def.type === "readonly",
      hint,
    });
  // A value read before it is checked (z.preprocess): the editor writes what the check wants.
  if (def.type === "pipe") {
    const read = defOf(def.in as z.ZodType).type === "transform" ? def.out : def.in;
    return peel(read as z.ZodType, { ...found, hint });
  }
  return { schema, required: found.required, hint };
}

/** How the editor introduces the reason a field cannot change. */
export const FIXED_HINT = "Fixed by the site's specification: ";

const label = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

function stringField(def: Def, inWords: boolean): Record<string, unknown> {
  const field: Record<string, unknown> = { widget: inWords ? "text" : "string" };
  if (def.format === "url") {
    const protocol = def.protocol instanceof RegExp ? def.protocol.source.replace(/^\^|\$$/g, "") : "https?";
    return { widget: "string", type: "url", ...patternOf(new RegExp(`^(${protocol})://`), messageOf(def)) };
  }
  if (def.format === "email") return { widget: "string", type: "email" };
  if (def.format === "date")
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  for (const check of checksOf(def)) {
    if (check.check === "min_length" && typeof check.minimum === "number" && check.minimum > 1)
      field.minlength = check.minimum;
    if (check.check === "max_length" && typeof check.maximum === "number") field.maxlength = check.maximum;
    if (check.check === "length_equals" && typeof check.length === "number")
      Object.assign(field, { minlength: check.length, maxlength: check.length });
    if (check.format === "starts_with" && typeof check.prefix === "string")
      Object.assign(
        field,
        patternOf(new RegExp(`^${check.prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`), messageOf(check)),
      );
    else if (check.check === "string_format" && check.pattern instanceof RegExp)
      Object.assign(field, patternOf(check.pattern, messageOf(check)));
  }
  return field;
}

// Written as /source/flags, which the editor reads with the flags (a Unicode class needs its "u").
const patternOf = (pattern: RegExp, message = "does not have the expected form") => ({
  pattern: [`/${pattern.source}/${pattern.flags}`, message],
});

function numberField(def: Def): Record<string, unknown> {
  const field: Record<string, unknown> = { widget: "number", value_type: "float" };
  for (const check of checksOf(def)) {
    if (check.check === "number_format" && String(check.format).includes("int")) field.value_type = "int";
    const step = field.value_type === "int" ? 1 : 0;
    if (check.check === "greater_than" && typeof check.value === "number")
      field.min = check.inclusive ? check.value : check.value + step;
    if (check.check === "less_than" && typeof check.value === "number")
      field.max = check.inclusive ? check.value : check.value - step;
  }
  return field;
}

/** A union of objects told apart by one literal field: Sveltia's object (or list) with `types`. */
function variantTypes(def: Def, inWords: boolean): Record<string, unknown> | undefined {
  const options = def.options as z.ZodType[];
  const key = typeof def.discriminator === "string" ? def.discriminator : undefined;
  if (!key) return undefined;
  const types = options.map((option) => {
    const shape = defOf(option).shape as Record<string, z.ZodType> | undefined;
    const tag = shape?.[key] ? (defOf(peel(shape[key]).schema).values as unknown[] | undefined)?.[0] : undefined;
    if (!shape || typeof tag !== "string") return undefined;
    const rest = Object.entries(shape).filter(([name]) => name !== key);
    return { name: tag, label: label(tag), widget: "object", fields: fieldsFor(rest, inWords) };
  });
  if (types.some((type) => !type)) return undefined;
  return { typeKey: key, types };
}

/** A choice of another collection's entries, read as the editor has them, saved as the entry's id. */
function relationTo(folder: string): Record<string, unknown> | undefined {
  const target: Collection | undefined = Object.values(collections).find((c) => c.folder === folder);
  const names = Object.keys((target && fieldsOf(target.schema)) ?? {});
  const shown = ["navLabel", "title", "name", "caption"].find((name) => names.includes(name));
  if (!target || target.single || !shown) return undefined;
  return {
    widget: "relation",
    collection: target.name,
    value_field: "{{slug}}",
    search_fields: [shown],
    display_fields: [shown],
  };
}

/** The editor's field for one schema field (without name and label). */
function fieldBody(schema: z.ZodType, inWords: boolean): Record<string, unknown> {
  const folder = referredFolder(schema);
  const relation = folder ? relationTo(folder) : undefined;
  if (relation) return relation;
  // An upload (uploadedImage()): the editor's image picker, saving into its media folder, content/media/.
  if (schema.meta()?.widget === "image") return { widget: "image", choose_url: false };
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringField(def, inWords);
    case "number":
      return numberField(def);
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return { widget: "select", options: Object.values(def.entries as Record<string, string | number>) };
    case "literal": {
      const values = def.values as unknown[];
      // A fixed value the spec sets: shown, never changed, with the reason the schema gives.
      return {
        widget: "select",
        options: values,
        default: values[0],
        readonly: true,
        hint: messageOf(def) ? `Fixed: ${messageOf(def)}` : "Fixed by the site: it cannot be changed here",
      };
    }
    case "object":
      return { widget: "object", fields: fieldsFor(Object.entries(def.shape as Record<string, z.ZodType>), inWords) };
    case "array":
      return listField(def, inWords);
    case "union": {
      const variants = variantTypes(def, inWords);
      if (variants) return { widget: "object", ...variants };
      // Not told apart by a field: the first shape, which the build still checks against them all.
      return { ...fieldBody(peel((def.options as z.ZodType[])[0]!).schema, inWords), hint: "One of several shapes" };
    }
    default:
      // A kind the editor has no widget for: a text box whose value the build checks.
      return { widget: "text", hint: `Checked by the build (${def.type})` };
  }
}

function listField(def: Def, inWords: boolean): Record<string, unknown> {
  const item = peel(def.element as z.ZodType).schema;
  const itemDef = defOf(item);
  const limits: Record<string, unknown> = {};
  for (const check of checksOf(def)) {
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "length_equals") Object.assign(limits, { min: check.length, max: check.length });
  }
  if (itemDef.type === "object") {
    const fields = fieldsFor(Object.entries(itemDef.shape as Record<string, z.ZodType>), inWords);
    const summary = fields.find((field) => field.name !== "key" && field.widget.match(/string|text/));
    return { widget: "list", ...limits, fields, ...(summary ? { summary: `{{fields.${summary.name}}}` } : {}) };
  }
  if (itemDef.type === "union") {
    const variants = variantTypes(itemDef, inWords);
    if (variants) return { widget: "list", ...limits, ...variants };
  }
  const body = fieldBody(item, inWords);
  // Several entries of another collection: one field that chooses them, in order.
  if (body.widget === "relation") return { ...body, multiple: true, ...limits };
  // The item follows its list: without its own i18n it could not be added to in a translation.
  return { widget: "list", ...limits, field: { name: "item", label: "Item", ...body, i18n: inWords } };
}

/**
 * The editor's fields for an object's fields. `inWords` is set inside a field that holds words, where the
 * `i18n` of each field follows its parent; a list's `key` is kept in every language (it names the item).
 */
export function fieldsFor(entries: [string, z.ZodType][], inWords = false): CmsField[] {
  return entries.map(([name, raw]) => {
    const { schema, required, hint } = peel(raw);
    const words = inWords || isWords(raw) || isWords(schema);
    const body = fieldBody(schema, words);
    // A list or object mixing words and facts is edited in every language; its facts stay English-only inside.
    const i18n = name === "key" ? "duplicate" : words || holdsWords(schema);
    const field: CmsField = { name, label: label(name), ...body, widget: String(body.widget), i18n };
    // Words are required in English only: a translation left out shows the English and is listed as to do.
    if (!required) field.required = false;
    else if (isInEveryLanguage(raw)) field.required = true;
    else if (words && name !== "key") field.required = [defaultLocale];
    const reason = fixedReason(raw) ?? fixedReason(schema);
    if (reason) {
      // Shown, never changed (a list keeps its number of items, its words still editable), and why.
      // Words fixed in English stay editable: Telugu and Hindi translate them (read-only holds for every language).
      if (field.widget !== "list" && !words) field.readonly = true;
      field.hint = `${hint ? `${hint} ` : ""}${FIXED_HINT}${reason}`;
    } else if (hint) field.hint = body.hint ? `${hint} ${String(body.hint)}` : hint;
    return field;
  });
}
