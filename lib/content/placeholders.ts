import { fieldPath } from "./problems";

// "{{satisfaction}}" in a content file becomes the fact it names, in the file's language (lib/content/factPhrases.ts).

const PLACEHOLDER = /\{\{\s*([A-Za-z.]+)\s*\}\}/g;

/** The file's data with every {{name}} replaced; a name that is no fact is reported with its field. */
export function fillPlaceholders(
  data: unknown,
  phrases: Record<string, string>,
  file: string,
  problems: string[],
): unknown {
  const visit = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === "string")
      return value.replace(PLACEHOLDER, (whole, name: string) => {
        const phrase = phrases[name];
        if (phrase !== undefined) return phrase;
        problems.push(
          `${file}: ${fieldPath(path, data)} writes ${whole}, which names no fact (the names are in lib/content/factPhrases.ts)`,
        );
        return whole;
      });
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...path, index]));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item, [...path, name])]));
    return value;
  };
  return visit(data, []);
}
