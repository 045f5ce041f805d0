// A page's copy as its components read it: the `key` of each list item only matches a translation to its English
// item in the files, so it is left behind here.

type Plain = Record<string, unknown>;

/** The value with every `key` field of its list items removed, recursively. */
export function withoutKeys<Shown>(value: unknown): Shown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item)) as Shown;
  if (typeof value !== "object" || value === null) return value as Shown;
  const result: Plain = {};
  for (const [name, field] of Object.entries(value as Plain)) if (name !== "key") result[name] = withoutKeys(field);
  return result as Shown;
}

/** The type of a value with every `key` of its list items removed, recursively. */
export type WithoutKeys<T> = T extends readonly (infer Item)[]
  ? WithoutKeys<Item>[]
  : T extends object
    ? { [Name in keyof T as Name extends "key" ? never : Name]: WithoutKeys<T[Name]> }
    : T;
