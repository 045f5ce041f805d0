// Next's route data (the RSC payload files a client-side navigation or a link prefetch fetches) carries "hint"
// rows, which React turns into <link rel="preload"> the moment the data arrives. The home page preloads its hero
// poster at high priority, so every page that prefetches the home link would fetch the poster and never show it
// (Chrome warns of it): image hints leave the route data, and on navigation the image loads as soon as the route
// renders it. Stylesheet hints go too, should the build emit them (with CSS in the page it does not): prefetching
// would preload stylesheets the current page never applies.
import { PatternNotFound } from "./guard";

const NEWLINE = 0x0a;
const COLON = 0x3a;
const COMMA = 0x2c;

/** A row of the payload: "id:TAG…\n", or a text row "id:T<hex length>,<that many bytes>" with no newline. */
function rowEnd(data: Buffer, start: number): number {
  const colon = data.indexOf(COLON, start);
  const newline = data.indexOf(NEWLINE, start);
  if (colon !== -1 && (newline === -1 || colon < newline) && data[colon + 1] === 0x54 /* T */) {
    const comma = data.indexOf(COMMA, colon);
    const length = parseInt(data.subarray(colon + 2, comma).toString("latin1"), 16);
    if (comma !== -1 && Number.isFinite(length)) return comma + 1 + length;
  }
  return newline === -1 ? data.length : newline + 1;
}

const PRELOAD_HINT = /^[0-9a-f]*:HL\[("(?:[^"\\]|\\.)*"),"(?:style|image)"(?:,\{[^\n]*\})?\]\n?$/;

/** A hint row naming a stylesheet or an image, in whatever form: none may be left. */
const ANY_PRELOAD_HINT = /^[0-9a-f]*:HL\[.*"(?:style|image)"/;
const TRANSFORM = "stylesheet and image hints out of the route data";

/**
 * The payload without its stylesheet and image hint rows; every other row, byte for byte. A hint row in a form this
 * does not recognise throws PatternNotFound.
 */
export function withoutPreloadHints(data: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (let start = 0; start < data.length;) {
    const end = rowEnd(data, start);
    const row = data.subarray(start, end);
    const text = row.length < 2048 ? row.toString("utf8") : "";
    if (!PRELOAD_HINT.test(text)) {
      if (ANY_PRELOAD_HINT.test(text))
        throw new PatternNotFound(TRANSFORM, `a hint row of the known form (got ${text.trim()})`);
      kept.push(row);
    }
    start = end;
  }
  return Buffer.concat(kept);
}

/** A build whose route data had no hint row at all: the home page's poster hint, at least, must have been there. */
export function noHintsFound(): PatternNotFound {
  return new PatternNotFound(
    TRANSFORM,
    ':HL["/media/….avif","image",{…}] (an image hint row, e.g. the hero poster\'s)',
  );
}
