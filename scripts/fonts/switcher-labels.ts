// Writes public/fonts/switcher-labels.woff2: the language switcher's two labels (తెలుగు, हिन्दी) cut from
// Noto Sans Telugu and Noto Sans Devanagari, so English pages show them in the right script without
// downloading either whole font. Run by hand after changing a label (npx tsx scripts/fonts/switcher-labels.ts),
// then commit.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { localeInfo } from "../../lib/locales";

const sources = [
  { file: "noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2", text: localeInfo.te.name, out: "te" },
  {
    file: "noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    text: localeInfo.hi.name,
    out: "hi",
  },
];

for (const { file, text, out } of sources) {
  const font = readFileSync(`node_modules/@fontsource-variable/${file}`);
  const subset = await subsetFont(font, text, { targetFormat: "woff2", variationAxes: { wght: 500 } });
  writeFileSync(`public/fonts/switcher-${out}.woff2`, subset);
  console.log(`public/fonts/switcher-${out}.woff2: ${subset.length} bytes for "${text}"`);
}
