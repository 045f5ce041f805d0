import localFont from "next/font/local";

// Devanagari: Noto Sans Devanagari with its weights cut to the site's (./faces.ts, written by
// scripts/fonts/script-faces.ts). Not preloaded, and "swap", like the Telugu face (./te.ts): only Hindi pages name
// it, so only they fetch it.
export const hindi = localFont({
  src: "./noto-sans-devanagari-devanagari-wght-400-700.woff2",
  variable: "--font-script",
  weight: "400 700",
  display: "swap",
  preload: false,
  // next/font's fallback is Arial scaled to this face: Arial has Latin letters and no script ones, so it would
  // set every English word on the page, ahead of the headings' Latin face (../fontScriptLatin.ts) and the system's.
  adjustFontFallback: false,
});
