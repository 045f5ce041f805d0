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

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decode the character references Pagefind writes (&amp; &lt; &gt; &quot; &#39; &#x27; …); anything else stays as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
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
