// The Telugu and Hindi pages' faces: the Fontsource file each is cut from, and the weights kept
// (scripts/fonts/script-faces.ts writes the files; ./te.ts and ./hi.ts load them), and the Latin letters of their
// headings.

/** The weight axis kept, lightest and boldest: every `font-weight` the site's CSS sets lies within it. */
export const SCRIPT_FACE_WEIGHTS = [400, 700] as const;

export const SCRIPT_FACES = {
  te: {
    source: "noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2",
    file: "noto-sans-telugu-telugu-wght-400-700.woff2",
  },
  hi: {
    source: "noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    file: "noto-sans-devanagari-devanagari-wght-400-700.woff2",
  },
} satisfies Record<string, { source: string; file: string }>;

/**
 * The Latin letters of Telugu and Hindi headings ("SEO", "WhatsApp"), in the same family as the script around them:
 * cut to the characters headings use (scripts/fonts/script-latin.ts, which also matches system faces to it under
 * `family`'s name); ../fontScriptLatin.ts loads it.
 */
export const SCRIPT_LATIN = {
  source: "noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2",
  file: "noto-sans-latin-wght-400-700.woff2",
  family: "Noto Sans Latin",
};

/** Every Unicode scalar value from the space on: a cut given these keeps every character its source maps. */
export const EVERY_CHARACTER = Array.from({ length: 0x110000 - 0x20 }, (_, i) => i + 0x20)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  .join("");
