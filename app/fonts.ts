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
