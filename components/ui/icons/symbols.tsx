import type { SocialPlatform } from "@/lib/content/types";
import { lineGlyphs } from "./glyphs";

// Every glyph of the site's icons, each an SVG <symbol> of the one sprite (public/icons.svg, written from this
// file by scripts/icon-sprite.ts). Pages draw an icon as <svg><use href="sprite#id"></svg> (./Svg.tsx), so the
// shapes are fetched once and cached instead of repeated in every page's HTML and in the client JavaScript.
// Each symbol's viewBox is in ./viewBoxes.ts. Line glyphs are painted by the <svg> around them (stroke, width);
// the solid ones are filled with the current colour; the last two paint themselves.

const socialGlyphs: Record<`social-${SocialPlatform}`, React.ReactNode> = {
  "social-instagram": (
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM21.9 7.1a5.8 5.8 0 0 0-1.6-4.1 5.8 5.8 0 0 0-4.1-1.6C14.6 1.3 9.4 1.3 7.8 1.4A5.8 5.8 0 0 0 3.7 3 5.8 5.8 0 0 0 2 7.1c-.1 1.6-.1 6.8 0 8.4a5.8 5.8 0 0 0 1.6 4.1 5.8 5.8 0 0 0 4.1 1.6c1.6.1 6.8.1 8.4 0a5.8 5.8 0 0 0 4.1-1.6 5.8 5.8 0 0 0 1.6-4.1c.2-1.6.2-6.8.1-8.4Zm-2.2 10.1a3.3 3.3 0 0 1-1.9 1.9c-1.3.5-4.4.4-5.8.4s-4.5.1-5.8-.4a3.3 3.3 0 0 1-1.9-1.9c-.5-1.3-.4-4.4-.4-5.8s-.1-4.5.4-5.8a3.3 3.3 0 0 1 1.9-1.9C7.5 3 10.6 3.1 12 3.1s4.5-.1 5.8.4a3.3 3.3 0 0 1 1.9 1.9c.5 1.3.4 4.4.4 5.8s.1 4.5-.4 5.8Z" />
  ),
  "social-facebook": (
    <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2-2.5 0-4.2 1.5-4.2 4.3v2.2H7.5v3.7h2.8V22H14v-9.8h2.8l.4-3.7H14Z" />
  ),
  "social-linkedin": (
    <path d="M6.9 21H3.1V8.8h3.8V21ZM5 7.1a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4ZM21 21h-3.8v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9.2V8.8h3.6v1.7h.1a4 4 0 0 1 3.6-2c3.8 0 4.5 2.5 4.5 5.8V21Z" />
  ),
  "social-x": (
    <path d="M17.8 2.5h3.1l-6.8 7.8 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.9 2.5h6.4l4.4 5.9 5.1-5.9Zm-1.1 16.5h1.7L7.4 4.3H5.6L16.7 19Z" />
  ),
  "social-youtube": (
    <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.8 3-5.8 3Z" />
  ),
};

export const symbols = {
  ...lineGlyphs,
  pause: <path d="M6 4h4v16H6zM14 4h4v16h-4z" />,
  play: <path d="M7 4.5v15l13-7.5z" />,
  whatsapp: (
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
  ),
  ...socialGlyphs,
  /** A form error's mark: a filled circle with a white exclamation. */
  alert: (
    <>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  /** The opening quotation mark over a testimonial. */
  quote: (
    <path
      d="M0 40V24C0 10 6 2 18 0l2 6c-6 2-9 6-9 12h9v22Zm28 0V24c0-14 6-22 18-24l2 6c-6 2-9 6-9 12h9v22Z"
      fill="currentColor"
    />
  ),
};

/** The id of a symbol in the sprite. */
export type SymbolId = keyof typeof symbols;
