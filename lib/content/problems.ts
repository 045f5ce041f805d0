import type { z } from "zod";

// Zod's findings as sentences an editor can act on: the file, the field, and what to do about it.

type Segment = PropertyKey;

/** "perks, item 2, title" from ["perks", 1, "title"]: items counted from one, as an editor counts them. */
export function fieldPath(path: readonly Segment[], entry?: unknown): string {
  const parts: string[] = [];
  let at: unknown = entry;
  for (const segment of path) {
    const next = at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[segment] : undefined;
    if (typeof segment === "number") {
      const key = next && typeof next === "object" ? (next as { key?: unknown }).key : undefined;
      parts.push(typeof key === "string" ? `[${key}]` : `[item ${segment + 1}]`);
    } else parts.push(`${parts.length ? "." : ""}${String(segment)}`);
    at = next;
  }
  return parts.join("") || "the file";
}

function valueAt(entry: unknown, path: readonly Segment[]): unknown {
  let at = entry;
  for (const segment of path)
    at = at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[segment] : undefined;
  return at;
}

function sentence(issue: z.core.$ZodIssue, entry: unknown, inLanguageFile: boolean): string {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(entry, issue.path) === undefined
        ? "is missing"
        : `should be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}`;
    case "unrecognized_keys": {
      const names = issue.keys.map((key) => `"${key}"`).join(", ");
      return inLanguageFile
        ? `has ${names}, which a translation does not write: links, figures and dates are set once, in the English file`
        : `has ${names}, a field this collection does not know (check the spelling, or remove it)`;
    }
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    // An exact length says why in its own message.
    case "too_small":
      return issue.origin === "array" && !issue.exact ? `needs at least ${String(issue.minimum)} items` : issue.message;
    case "too_big":
      return issue.origin === "array" && !issue.exact ? `has more than ${String(issue.maximum)} items` : issue.message;
    default:
      return issue.message;
  }
}

/** One line per finding: "content/team/sana-fatima.te.yml: bio is missing". */
export function describeIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  entry: unknown,
  inLanguageFile = false,
): string[] {
  return issues.map((issue) => `${file}: ${fieldPath(issue.path, entry)} ${sentence(issue, entry, inLanguageFile)}`);
}
