import { decodeEntities } from "@/lib/html";
/**
 * Pagefind returns each result's excerpt as an HTML string: the page text with its own characters
 * entity-encoded and the matched words wrapped in <mark>…</mark>. We never give that string to the DOM
 * as HTML. It is split on the <mark> pairs and each piece's entities are decoded into plain text, which
 * React then renders as text: a page whose copy contains "<script>" (or anything else that looks like
 * markup) can only ever show as characters, and the only element produced is the <mark> we create.
 */
export interface ExcerptPart {
  text: string;
  /** A matched word (rendered in <mark>). */
  match: boolean;
}

/** Split a Pagefind excerpt into plain-text parts, marking the highlighted words. */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let found = pattern.exec(excerpt); found; found = pattern.exec(excerpt)) {
    if (found.index > last) parts.push({ text: decodeEntities(excerpt.slice(last, found.index)), match: false });
    if (found[1]) parts.push({ text: decodeEntities(found[1]), match: true });
    last = found.index + found[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decodeEntities(excerpt.slice(last)), match: false });
  return parts;
}
