import type { Graph, Thing } from "schema-dts";

/** Several nodes as one JSON-LD document: {"@context": "https://schema.org", "@graph": [...]}. */
export function graph(...nodes: (Thing | false | null | undefined)[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes.filter((n): n is Thing => Boolean(n)) };
}

/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone is not safe inside a
 * script element: a string containing "</script>" or "<!--" would end it early and let the rest be read
 * as HTML. Every "<", ">" and "&" becomes a JSON unicode escape (the parsed data is unchanged), as do
 * U+2028/U+2029, which some older JavaScript parsers treat as line breaks.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
