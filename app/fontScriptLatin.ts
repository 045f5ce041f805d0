import localFont from "next/font/local";

// The Latin letters of the Telugu and Hindi faces' family (Noto Sans; the Devanagari package's Latin cut, 25 KB):
// English words inside a Telugu or Hindi heading ("SEO", "WhatsApp") in the same design and weight as the script
// around them, where the display face beside Noto's strokes looked like a patch. Only te and hi pages name it,
// and a page fetches it only when a heading holds Latin letters. "optional": no system face is matched to its
// metrics (as the display face's are, app/displayFace.css), so arriving after the first paint it would rewrap
// headings; until cached, the system's face stands in.
export const scriptLatin = localFont({
  src: "../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2",
  variable: "--font-script-latin",
  weight: "100 900",
  display: "optional",
  preload: false,
});
