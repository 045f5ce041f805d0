import localFont from "next/font/local";

// The display face, self-hosted from an npm package (@fontsource-variable/space-grotesk): nothing is fetched
// at build time. Body text uses the system UI font (see --font-body in tokens.css): visitors on slow 4G read
// it at first paint and skip a 48 KB download (docs/benchmarks/ records the measured runs).
export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  weight: "300 700",
  display: "swap",
});

// Telugu and Devanagari, self-hosted from npm (@fontsource-variable/noto-sans-*) and only the script's own
// subset: only the Telugu pages' layout imports the first and only the Hindi pages' the second, so English
// pages download neither. The switcher's two labels on every page use a 4 KB cut of both
// (public/fonts/switcher-*.woff2, globals.css).
export const telugu = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
});

export const devanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
});
