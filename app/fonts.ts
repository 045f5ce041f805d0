import localFont from "next/font/local";

// The display face, self-hosted from an npm package (@fontsource-variable/space-grotesk): nothing is fetched
// at build time. Body text uses the system UI font (see --font-body in tokens.css): visitors on slow 4G read
// it at first paint and skip a 48 KB download (docs/benchmarks/ records the measured runs). Not preloaded: a
// preload shares the slow link with the page's own HTML and delays the first paint (2026-11-26-font-preload.md).
// "optional", not "swap": a face that arrives after the first paint would rewrap the headings and move the
// page under the reader (a layout shift of 0.025–0.032); it is used from the next page on, cached. Phones never
// ask for it: their headings use the system's face (app/tokens.css).
export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  weight: "300 700",
  display: "optional",
  preload: false,
});
