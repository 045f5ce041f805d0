// Writes the Telugu and Hindi pages' faces as the site ships them: app/scriptFonts/*.woff2, Noto Sans Telugu and
// Noto Sans Devanagari (@fontsource-variable) with their weight axis cut to the weights the site's CSS sets (400
// to 700, every `font-weight` in it; tests/unit/script-faces.test.ts keeps the two in step). Every character stays,
// not only those today's copy uses, so words an editor adds at /admin never fall back to another face. The axis is
// most of each file: the cut takes each face from about 120 KB to 65–82, which a phone on a slow link downloads
// beside the page's scripts (docs/benchmarks/2026-11-29-brotli-and-works.md). Run by hand after
// changing either range (npx tsx scripts/fonts/script-faces.ts), then commit what it writes.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { EVERY_CHARACTER, SCRIPT_FACES, SCRIPT_FACE_WEIGHTS } from "../../app/scriptFonts/faces";

for (const face of Object.values(SCRIPT_FACES)) {
  const source = readFileSync(`node_modules/@fontsource-variable/${face.source}`);
  const cut = await subsetFont(source, EVERY_CHARACTER, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: SCRIPT_FACE_WEIGHTS[0], max: SCRIPT_FACE_WEIGHTS[1] } },
  });
  writeFileSync(`app/scriptFonts/${face.file}`, cut);
  console.log(`app/scriptFonts/${face.file}: ${cut.length} bytes (from ${source.length})`);
}
