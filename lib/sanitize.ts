import DOMPurify from "isomorphic-dompurify";

/** Tags a formatted bio may use. Everything else is removed (its text kept where safe). */
export const ALLOWED_TAGS = ["p", "br", "strong", "em", "ul", "ol", "li", "a"];
/** Attributes kept: only href on links (rel is set by us, below). */
export const ALLOWED_ATTR = ["href"];

let hooked = false;
function ensureLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const href = node.getAttribute("href") ?? "";
      // Only web and mail links survive; DOMPurify already drops javascript: and data: URLs.
      if (!/^(https?:|mailto:|\/|#)/i.test(href)) node.removeAttribute("href");
      if (node.hasAttribute("href")) node.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/**
 * Sanitise formatted HTML from content records. Runs in server components, so it happens once at
 * build time and the browser receives only the clean result (no sanitiser in the client bundle).
 */
export function sanitizeRichText(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** Tags an insights article may use: the bio set plus headings, quotes, code, tables and rules. */
export const ARTICLE_TAGS = [
  ...ALLOWED_TAGS,
  "h2",
  "h3",
  "h4",
  "blockquote",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

/**
 * Sanitise an article rendered from Markdown (lib/insights/render.ts), at build time. Headings keep
 * their id (the table of contents links to them); every other attribute but href is dropped, including
 * the obsolete align= that Markdown tables produce.
 */
export function sanitizeArticleHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ARTICLE_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, "id"],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
