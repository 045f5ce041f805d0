// Writes the display face as the site ships it: public/fonts/space-grotesk-{700,400}.woff2, Space Grotesk
// (@fontsource-variable/space-grotesk) cut to the characters headings use and fixed at the two weights the site
// sets it in, and app/displayFace.css, its @font-face rules and the system faces matched to it
// (./matchedFallbacks.ts): text drawn in one before the face arrives takes the same room, so the swap
// ("font-display: swap") moves nothing a reader would see. Run by hand after changing the characters or the weights
// (npx tsx scripts/fonts/display-face.ts), then commit what it writes.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { fallbackRules, HEADING_CHARACTERS, unicodeRange } from "./matchedFallbacks";
import { faceMetrics } from "./sfnt";

const SOURCE = "node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
/** Bold for headings, figures and the logo (preloaded by the English layout); regular for quotes. */
const WEIGHTS = [700, 400] as const;

const source = readFileSync(SOURCE);
const rules: string[] = [];
for (const weight of WEIGHTS) {
  const axes = { variationAxes: { wght: weight } };
  const sfnt = await subsetFont(source, HEADING_CHARACTERS, { targetFormat: "sfnt", ...axes });
  const face = faceMetrics(sfnt);
  const chars = [...HEADING_CHARACTERS].filter((char) => face.advance(char) !== undefined);
  const woff2 = await subsetFont(source, chars.join(""), { targetFormat: "woff2", ...axes });
  const file = `/fonts/space-grotesk-${weight}.woff2`;
  writeFileSync(`public${file}`, woff2);
  console.log(`public${file}: ${woff2.length} bytes, ${chars.length} characters`);
  const range = unicodeRange(chars.map((char) => char.codePointAt(0)!));
  rules.push(
    `@font-face {\n  font-family: "Space Grotesk";\n  src: url("${file}") format("woff2");\n` +
      `  font-weight: ${weight};\n  font-display: swap;\n  unicode-range: ${range.join(", ")};\n}`,
    ...fallbackRules("Space Grotesk", face, weight, String(weight)),
  );
}

const header = `/* Written by scripts/fonts/display-face.ts: the display face and the system faces matched to it. */\n`;
writeFileSync("app/displayFace.css", `${header}${rules.join("\n")}\n`);
console.log("app/displayFace.css");
