// Writes the Latin letters of the Telugu and Hindi pages' headings as the site ships them:
// app/scriptFonts/noto-sans-latin-wght-400-700.woff2, Noto Sans's Latin (the Devanagari package's Latin file) cut to
// the characters headings use and to the weights the site sets (about 11 KB where the whole file is 25), and
// app/scriptLatinFallbacks.css, the system faces matched to it (./matchedFallbacks.ts). The face is "optional"
// (app/fontScriptLatin.ts): on a first visit a matched system face stands in, taking the same room, so a heading
// wraps as it will once the face is cached. Run by hand after changing the characters or the weights
// (npx tsx scripts/fonts/script-latin.ts), then commit what it writes.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { SCRIPT_FACE_WEIGHTS, SCRIPT_LATIN } from "../../app/scriptFonts/faces";
import { fallbackRules, HEADING_CHARACTERS } from "./matchedFallbacks";
import { faceMetrics } from "./sfnt";

const source = readFileSync(`node_modules/@fontsource-variable/${SCRIPT_LATIN.source}`);
const [lightest, boldest] = SCRIPT_FACE_WEIGHTS;
const cut = await subsetFont(source, HEADING_CHARACTERS, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: lightest, max: boldest } },
});
writeFileSync(`app/scriptFonts/${SCRIPT_LATIN.file}`, cut);
console.log(`app/scriptFonts/${SCRIPT_LATIN.file}: ${cut.length} bytes (from ${source.length})`);

/** The face at one weight, to match a system face to. */
const at = async (weight: number) =>
  faceMetrics(
    Buffer.from(
      await subsetFont(source, HEADING_CHARACTERS, { targetFormat: "sfnt", variationAxes: { wght: weight } }),
    ),
  );
// A system face comes in a regular and a bold cut, matched to the face at 400 and at 700, the weight of every
// Telugu and Hindi heading that holds Latin letters today.
const rules = [
  ...fallbackRules(SCRIPT_LATIN.family, await at(400), 400, "400 549"),
  ...fallbackRules(SCRIPT_LATIN.family, await at(700), 700, "550 700"),
];
const header =
  "/* Written by scripts/fonts/script-latin.ts: system faces matched to the Latin letters of Telugu and Hindi\n" +
  "   headings (app/fontScriptLatin.ts). */\n";
writeFileSync("app/scriptLatinFallbacks.css", `${header}${rules.join("\n")}\n`);
console.log("app/scriptLatinFallbacks.css");
