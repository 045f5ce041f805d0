import { Marked, type Tokens } from "marked";
import { typographicQuotes } from "@/lib/typography";
import { sanitizeArticleHtml } from "@/lib/sanitize";
import { decodeEntities } from "@/lib/html";

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** "1. Claim and complete your Google Business Profile" → "1-claim-and-complete-your-google-business-profile". */
export function headingSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  );
}

/** "₹1,500–₹4,000" never breaks after its dash: a word joiner (invisible) follows an en dash between prices. */
const keepPriceRangesTogether = (text: string) => text.replace(/(₹[\d.,]*\d[KL]?\+?)–(?=₹\d)/g, "$1–\u2060");

const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ""));

/**
 * A post's Markdown as sanitised HTML, at build time, with an id on every h2 and h3 for the table of
 * contents. The article's own title is the page's h1, so a "#" heading in a post is demoted to h2.
 */
export function renderPost(markdown: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const seen = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const level = Math.min(Math.max(token.depth, 2), 4);
        const base = `h-${headingSlug(plain(inner))}`;
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        const id = count ? `${base}-${count + 1}` : base;
        if (level === 2 || level === 3) toc.push({ id, text: typographicQuotes(plain(inner)), level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  // A table wider than a phone scrolls sideways in its own box; tabindex lets a keyboard scroll it too.
  // Quotes set after sanitising: Markdown writes them as entities, which the sanitiser turns back into characters.
  const html = typographicQuotes(
    sanitizeArticleHtml(marked.parse(keepPriceRangesTogether(markdown)) as string),
  ).replace(/<table>/g, '<table tabindex="0">');
  return { html, toc };
}
