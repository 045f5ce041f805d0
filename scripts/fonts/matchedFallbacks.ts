// System faces matched to a web face, so text drawn in one before the web face arrives (or instead of it) takes the
// same room: each fallback is a system face (Arial on Windows, macOS and iOS; Roboto on Android; DejaVu Sans on
// Linux) scaled to the web face's average width and given its line metrics. Used by display-face.ts and
// script-latin.ts, which write the @font-face rules these return.
import { readFileSync } from "node:fs";
import { faceMetrics, type FaceMetrics } from "./sfnt";

/** Printable ASCII and the typography the copy uses (dashes, curly quotes, the middle dot, the rupee). */
const TYPOGRAPHY = "\u00a0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u20b9";
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
/** The Latin characters a heading's cut keeps. */
export const HEADING_CHARACTERS = ascii + TYPOGRAPHY;

/**
 * The width a line of text averages per character, by letter frequency and word length (next/font's sample,
 * which its own fallback matching uses).
 */
const SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ";
const averageWidth = (face: FaceMetrics) =>
  [...SAMPLE].reduce((sum, char) => sum + face.advance(char)!, 0) / SAMPLE.length / face.unitsPerEm;

/**
 * The fallbacks, each as local() names and its SAMPLE width per em, regular and bold. DejaVu Sans is measured from
 * its files where this runs on Linux (read when the rules are written, not when the module is imported: a test
 * that only needs HEADING_CHARACTERS runs without them). Arial and Roboto ship with no repository: their widths are
 * Arial's at next/font's sample (934.51 of 2048) scaled by the ratio of each face's average width to Arial's in
 * Capsize's metrics (@capsizecss/metrics: Arial 913 regular, 983 bold; Roboto 911, 926; all of 2048).
 */
const ARIAL = 934.51 / 2048 / 913;
const dejaVu = (file: string) => averageWidth(faceMetrics(readFileSync(`/usr/share/fonts/truetype/dejavu/${file}`)));
const systemFallbacks = () => [
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
export function unicodeRange(codes: number[]): string[] {
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

/**
 * One @font-face per system fallback, named "<family> <system face>": the system face's regular or bold cut,
 * scaled to `face`'s average width, with `face`'s line metrics, for the font-weight descriptor given.
 */
export function fallbackRules(family: string, face: FaceMetrics, cut: 400 | 700, fontWeight: string): string[] {
  const width = averageWidth(face);
  return systemFallbacks().map((fallback) => {
    const scale = width / fallback.width[cut];
    const per = (units: number) => percent(Math.abs(units) / face.unitsPerEm / scale);
    return (
      `@font-face {\n  font-family: "${family} ${fallback.name}";\n` +
      `  src: ${fallback.local[cut].map((name) => `local("${name}")`).join(", ")};\n` +
      `  font-weight: ${fontWeight};\n  size-adjust: ${percent(scale)};\n  ascent-override: ${per(face.ascent)};\n` +
      `  descent-override: ${per(face.descent)};\n  line-gap-override: ${per(face.lineGap)};\n}`
    );
  });
}
