import type { z } from "zod";
import { fieldsOf, holdsWords, isWords, itemOf, optionFor, unionOf } from "./schema";

// A language's words laid over the English entry, guided by the collection's schema: words come from the
// language's file where it has them, everything else from the English. List items are matched by their key,
// never by position.

export interface Overlaid {
  value: unknown;
  /** Where the language has no words of its own and the English shows ("team[arjun-reddy].bio"). */
  untranslated: string[];
  /** Keys the language's file names that the English entry does not have. */
  strays: string[];
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

export function overlay(schema: z.ZodType, english: unknown, layer: unknown): Overlaid {
  const found: Overlaid = { value: undefined, untranslated: [], strays: [] };
  found.value = walk(schema, english, layer, "", found);
  return found;
}

function walk(schema: z.ZodType, english: unknown, layer: unknown, path: string, found: Overlaid): unknown {
  if (english === undefined) return undefined;
  if (isWords(schema)) {
    if (layer !== undefined) return layer;
    found.untranslated.push(path);
    return english;
  }
  if (!holdsWords(schema)) return english;
  const union = unionOf(schema);
  if (union) {
    const option = optionFor(union, english);
    const tag = (english as Plain)[union.discriminator];
    if (isPlain(layer) && layer[union.discriminator] !== tag)
      found.strays.push(`${path} is a ${String(tag)} in the English file, not a ${String(layer[union.discriminator])}`);
    return option ? walk(option, english, layer, path, found) : english;
  }
  const fields = fieldsOf(schema);
  if (fields && isPlain(english)) {
    const words = isPlain(layer) ? layer : {};
    const result: Plain = { ...english };
    for (const [name, field] of Object.entries(fields))
      if (name in english) result[name] = walk(field, english[name], words[name], join(path, name), found);
    return result;
  }
  const item = itemOf(schema);
  if (item && Array.isArray(english)) {
    const words = Array.isArray(layer) ? (layer as Plain[]) : [];
    const keys = new Set(english.map((entry: Plain) => entry.key));
    for (const stray of words.filter((entry) => !keys.has(entry.key)))
      found.strays.push(`${path}[${String(stray.key)}]`);
    return english.map((entry: Plain) => {
      const own = words.find((candidate) => candidate.key === entry.key);
      return walk(item, entry, own, `${path}[${String(entry.key)}]`, found);
    });
  }
  return english;
}
