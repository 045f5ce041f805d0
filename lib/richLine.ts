import type { RichInline } from "@/lib/content/types";

// A line of copy with links in it, as a content file writes it: "Call us on [{phone}](phone) or
// [send us a message](/contact#contact-form)." The words in brackets are the link's text, the target in
// parentheses a path on this site or one of the named targets below; {name} in the words is filled in.

/** `[words](target)`: the link's text and where it leads. */
export const LINK_IN_LINE = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Targets a line names instead of writing them out: the site's phone, e-mail and WhatsApp chat. */
export const NAMED_TARGETS = ["phone", "email", "whatsapp"] as const;
type NamedTarget = (typeof NAMED_TARGETS)[number];

const fill = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The line as text and links (lib/content/types.ts RichInline), in the order it is read. */
export function richLine(
  line: string,
  targets: Record<NamedTarget, string>,
  values: Record<string, string> = {},
): RichInline[] {
  const parts: RichInline[] = [];
  let from = 0;
  for (const match of line.matchAll(LINK_IN_LINE)) {
    if (match.index > from) parts.push(fill(line.slice(from, match.index), values));
    const [, words, target] = match as unknown as [string, string, string];
    parts.push({ text: fill(words, values), href: targets[target as NamedTarget] ?? target });
    from = match.index + match[0].length;
  }
  if (from < line.length) parts.push(fill(line.slice(from), values));
  return parts;
}
