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
