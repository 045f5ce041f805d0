import localFont from "next/font/local";

// The Latin letters of the Telugu and Hindi faces' family (Noto Sans), cut to what headings use
// (scripts/fonts/script-latin.ts): English words inside a Telugu or Hindi heading ("SEO", "WhatsApp") in the same
// design and weight as the script around them, where the display face beside Noto's strokes looked like a patch.
// Only te and hi pages name it, and a page fetches it only when a heading holds Latin letters. "optional": until
// it is cached a system face matched to its metrics stands in (app/scriptLatinFallbacks.css, named after it in
// the headings' font stack, app/globals.css), so the heading wraps as it will in Noto; a swap after the first paint
// would redraw every such heading while the visitor reads. next/font's own fallback is Arial alone, so it is off.
export const scriptLatin = localFont({
  src: "./scriptFonts/noto-sans-latin-wght-400-700.woff2",
  variable: "--font-script-latin",
  weight: "400 700",
  display: "optional",
  preload: false,
  adjustFontFallback: false,
});
