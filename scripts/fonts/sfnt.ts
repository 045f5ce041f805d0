// Just enough of an OpenType file to match a fallback face to it: units per em, the hhea line metrics and the
// advance of the glyph each character maps to (cmap format 4, the Basic Multilingual Plane).

export interface FaceMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** The advance of `char`'s glyph in font units, or undefined if the face has none. */
  advance(char: string): number | undefined;
}

function tables(font: Buffer): Map<string, number> {
  const count = font.readUInt16BE(4);
  const offsets = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    offsets.set(font.toString("latin1", record, record + 4), font.readUInt32BE(record + 8));
  }
  return offsets;
}

/** The glyph of each BMP character, from the cmap's Unicode format 4 subtable. */
function glyphOf(font: Buffer, cmap: number): (code: number) => number {
  const count = font.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(record + 4);
    if (font.readUInt16BE(offset) === 4) sub = offset;
  }
  if (sub < 0) throw new Error("no cmap format 4 subtable");
  const segments = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > font.readUInt16BE(ends + i * 2)) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (code < start) return 0;
      const delta = font.readInt16BE(deltas + i * 2);
      const range = font.readUInt16BE(ranges + i * 2);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(ranges + i * 2 + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** The metrics of a TrueType/OpenType file (not WOFF2: subset-font writes "sfnt" for this). */
export function faceMetrics(font: Buffer): FaceMetrics {
  const at = tables(font);
  const head = at.get("head")!;
  const hhea = at.get("hhea")!;
  const hmtx = at.get("hmtx")!;
  const metrics = font.readUInt16BE(hhea + 34);
  const glyph = glyphOf(font, at.get("cmap")!);
  return {
    unitsPerEm: font.readUInt16BE(head + 18),
    ascent: font.readInt16BE(hhea + 4),
    descent: font.readInt16BE(hhea + 6),
    lineGap: font.readInt16BE(hhea + 8),
    advance(char) {
      const id = glyph(char.codePointAt(0)!);
      if (id === 0) return undefined;
      return font.readUInt16BE(hmtx + Math.min(id, metrics - 1) * 4);
    },
  };
}
