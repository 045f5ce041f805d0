import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { EVERY_CHARACTER, SCRIPT_FACE_WEIGHTS, SCRIPT_FACES, SCRIPT_LATIN } from "@/app/scriptFonts/faces";
import { HEADING_CHARACTERS } from "@/scripts/fonts/matchedFallbacks";
import { faceMetrics } from "@/scripts/fonts/sfnt";

// The Telugu and Hindi faces are cut to a weight range and the script's block (scripts/fonts/script-faces.ts):
// a weight outside the range, or a letter the cut lost, would draw those pages' words in another face.

/** The Basic Multilingual Plane's characters (all the cmap reader here reads). */
const BMP = [...EVERY_CHARACTER].filter((char) => char.codePointAt(0)! <= 0xffff);

/** Which of `chars` a font maps to a glyph (its sfnt made by the same subsetter, keeping them all). */
async function mapped(font: Buffer, chars: string[]): Promise<string[]> {
  const face = faceMetrics(Buffer.from(await subsetFont(font, chars.join(""), { targetFormat: "sfnt" })));
  return chars.filter((char) => face.advance(char) !== undefined);
}

describe("the Telugu and Hindi faces", () => {
  it("cover every font-weight the site's CSS sets", () => {
    const named: Record<string, number> = { normal: 400, bold: 700 };
    const css = ["app", "components"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".css"))
        .map((file) => path.join(dir, file)),
    );
    const weights = css.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/font-weight:\s*([a-z0-9]+)/g)].map(([, value]) => ({
        file,
        weight: named[value!] ?? Number(value),
      })),
    );
    expect(weights.length).toBeGreaterThan(50);
    const [lightest, boldest] = SCRIPT_FACE_WEIGHTS;
    expect(weights.filter(({ weight }) => !(weight >= lightest && weight <= boldest))).toEqual([]);
  });

  for (const [locale, face] of Object.entries(SCRIPT_FACES)) {
    it(`${locale}: the cut keeps every character the full face has, and the layout loads the cut`, async () => {
      const full = await mapped(readFileSync(`node_modules/@fontsource-variable/${face.source}`), BMP);
      const cut = await mapped(readFileSync(`app/scriptFonts/${face.file}`), BMP);
      expect(full.length).toBeGreaterThan(80);
      expect(cut).toEqual(full);
      expect(readFileSync(`app/scriptFonts/${locale}.ts`, "utf8")).toContain(`src: "./${face.file}"`);
    });
  }

  it("the Latin letters of their headings: every heading character the full file has, and the module loads the cut", async () => {
    const wanted = [...HEADING_CHARACTERS];
    const full = await mapped(readFileSync(`node_modules/@fontsource-variable/${SCRIPT_LATIN.source}`), wanted);
    const cut = await mapped(readFileSync(`app/scriptFonts/${SCRIPT_LATIN.file}`), wanted);
    expect(full.length).toBeGreaterThan(95);
    expect(cut).toEqual(full);
    expect(readFileSync("app/fontScriptLatin.ts", "utf8")).toContain(`src: "./scriptFonts/${SCRIPT_LATIN.file}"`);
  });
});
