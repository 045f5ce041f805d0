import localFont from "next/font/local";

// Devanagari, self-hosted from npm (@fontsource-variable/noto-sans-devanagari), the Devanagari subset only. A
// module of its own: next/font preloads every face a module declares, and only the Hindi layout imports this one.
export const devanagari = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
  variable: "--font-script",
  weight: "100 900",
  display: "swap",
});
