// Writes the display face as the site ships it: public/fonts/space-grotesk-{700,400}.woff2, Space Grotesk
// (@fontsource-variable/space-grotesk) cut to the characters headings use and fixed at the two weights the site
// sets it in, and app/displayFace.css, its @font-face rules and the fallbacks matched to it. A fallback is a
// system face (Arial on Windows, macOS and iOS; Roboto on Android; DejaVu Sans on Linux) scaled and given the
// display face's line metrics, so text drawn in it before the face arrives takes the same room, and the swap
// ("font-display: swap") moves nothing a reader would see. Run by hand after changing the characters or the weights
// (npx tsx scripts/fonts/display-face.ts), then commit what it writes.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { faceMetrics, type FaceMetrics } from "./sfnt";

const SOURCE = "node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
/** Bold for headings, figures and the logo (preloaded by the English layout); regular for quotes. */
const WEIGHTS = [700, 400] as const;
/** Printable ASCII and the typography the copy uses (dashes, curly quotes, the middle dot, the rupee). */
const TYPOGRAPHY = "\u00a0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9";
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/**
 * The width a line of text averages per character, by letter frequency and word length (next/font's sample,
 * which its own fallback matching uses).
 */
const SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ";
const averageWidth = (face: FaceMetrics) =>
  [...SAMPLE].reduce((sum, char) => sum + face.advance(char)!, 0) / SAMPLE.length / face.unitsPerEm;

/**
 * The fallbacks, each as local() names and its SAMPLE width per em at each weight. DejaVu Sans is measured from
 * its files where this runs on Linux. Arial and Roboto ship with no repository: their widths are Arial's at
 * next/font's sample (934.51 of 2048) scaled by the ratio of each face's average width to Arial's in Capsize's
 * metrics (@capsizecss/metrics: Arial 913 regular, 983 bold; Roboto 911, 926; all of 2048).
 */
const ARIAL = 934.51 / 2048 / 913;
const dejaVu = (file: string) => averageWidth(faceMetrics(readFileSync(`/usr/share/fonts/truetype/dejavu/${file}`)));
const fallbacks = [
  {
    name: "Arial",
    local: { 700: ["Arial Bold", "Arial-BoldMT"], 400: ["Arial", "ArialMT"] },
    width: { 700: 983 * ARIAL, 400: 913 * ARIAL },
  },
  {
    name: "Roboto",
    local: { 700: ["Roboto Bold", "Roboto-Bold"], 400: ["Roboto", "Roboto-Regular"] },
    width: { 700: 926 * ARIAL, 400: 911 * ARIAL },
  },
  {
    name: "DejaVu Sans",
    local: { 700: ["DejaVu Sans Bold", "DejaVuSans-Bold"], 400: ["DejaVu Sans", "DejaVuSans"] },
    width: { 700: dejaVu("DejaVuSans-Bold.ttf"), 400: dejaVu("DejaVuSans.ttf") },
  },
];

/** Code points as a unicode-range: runs of consecutive ones as U+0020-007E. */
function unicodeRange(codes: number[]): string[] {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  const runs: [number, number][] = [];
  for (const code of codes) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`));
}

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
const source = readFileSync(SOURCE);
const rules: string[] = [];
for (const weight of WEIGHTS) {
  const axes = { variationAxes: { wght: weight } };
  const sfnt = await subsetFont(source, ascii + TYPOGRAPHY, { targetFormat: "sfnt", ...axes });
  const face = faceMetrics(sfnt);
  const chars = [...(ascii + TYPOGRAPHY)].filter((char) => face.advance(char) !== undefined);
  const woff2 = await subsetFont(source, chars.join(""), { targetFormat: "woff2", ...axes });
  const file = `/fonts/space-grotesk-${weight}.woff2`;
  writeFileSync(`public${file}`, woff2);
  console.log(`public${file}: ${woff2.length} bytes, ${chars.length} characters`);
  const range = unicodeRange(chars.map((char) => char.codePointAt(0)!));
  rules.push(
    `@font-face {\n  font-family: "Space Grotesk";\n  src: url("${file}") format("woff2");\n` +
      `  font-weight: ${weight};\n  font-display: swap;\n  unicode-range: ${range.join(", ")};\n}`,
  );
  const width = averageWidth(face);
  for (const fallback of fallbacks) {
    const scale = width / fallback.width[weight];
    const per = (units: number) => percent(Math.abs(units) / face.unitsPerEm / scale);
    rules.push(
      `@font-face {\n  font-family: "Space Grotesk ${fallback.name}";\n` +
        `  src: ${fallback.local[weight].map((name) => `local("${name}")`).join(", ")};\n` +
        `  font-weight: ${weight};\n  size-adjust: ${percent(scale)};\n  ascent-override: ${per(face.ascent)};\n` +
        `  descent-override: ${per(face.descent)};\n  line-gap-override: ${per(face.lineGap)};\n}`,
    );
  }
}

const header = `/* Written by scripts/fonts/display-face.ts: the display face and the system faces matched to it. */\n`;
writeFileSync("app/displayFace.css", `${header}${rules.join("\n")}\n`);
console.log("app/displayFace.css");
