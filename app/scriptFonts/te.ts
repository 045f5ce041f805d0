import localFont from "next/font/local";

// Telugu: Noto Sans Telugu with its weights cut to the site's (./faces.ts, written by
// scripts/fonts/script-faces.ts). Not preloaded:
// the build merges every root layout's CSS and font preloads, so a preload here sent the face to every page in
// every language, ahead of its scripts. Only Telugu pages name the face (--font-script, the Telugu layout), so
// only they fetch it, when their first text needs it. "swap": this face sets the page's body text, which a system without a Telugu font could not draw at all. The switcher's labels on every
// page use a 4 KB cut (public/fonts/, globals.css).
export const telugu = localFont({
  src: "./noto-sans-telugu-telugu-wght-400-700.woff2",
  variable: "--font-script",
  weight: "400 700",
  display: "swap",
  preload: false,
  // next/font's fallback is Arial scaled to this face: Arial has Latin letters and no script ones, so it would
  // set every English word on the page, ahead of the headings' Latin face (../fontScriptLatin.ts) and the system's.
  adjustFontFallback: false,
});
