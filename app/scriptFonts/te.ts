import localFont from "next/font/local";

// Telugu, self-hosted from npm (@fontsource-variable/noto-sans-telugu), the Telugu subset only. Not preloaded:
// the build merges every root layout's CSS and font preloads, so a preload here sent 125 KB to every page in
// every language, ahead of its scripts. Only Telugu pages name the face (--font-script, the Telugu layout), so
// only they fetch it, when their first text needs it. "swap": this face sets the page's body text, which a system without a Telugu font could not draw at all. The switcher's labels on every
// page use a 4 KB cut (public/fonts/, globals.css).
export const telugu = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
  preload: false,
});
