import localFont from "next/font/local";

// Devanagari, self-hosted from npm (@fontsource-variable/noto-sans-devanagari), the Devanagari subset only. Not
// preloaded, and "swap", like the Telugu face (./te.ts): only Hindi pages name it, so only they fetch it.
export const hindi = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
  preload: false,
});
