// Next's route data (the RSC payload files a client-side navigation or a link prefetch fetches) carries "hint"
// rows, among them one per stylesheet of the route ( :HL["/_next/static/chunks/x.css","style"] ), which React
// turns into <link rel="preload" as="style"> the moment the data arrives. With CSS per route, prefetching the
// pages a page links to would preload stylesheets this page never applies (Chrome warns of each). Without those
// rows nothing is lost: on navigation React inserts the route's stylesheets from the route's own tree and waits
// for them before showing it. Image hints go too: the home page preloads its hero poster at high priority, and
// every page that prefetches the home link would fetch the poster and never show it (Chrome warns of that too);
// on navigation the image loads as soon as the route renders it.
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
 * The payload without its stylesheet and image hint rows; every other row, byte for byte. A hint row in a form this does not
 * recognise throws PatternNotFound, and so does `expectHints` data without any: a page's full route data always
 * names the root layout's stylesheet.
 */
export function withoutPreloadHints(data: Buffer, { expectHints = false } = {}): Buffer {
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
  const result = Buffer.concat(kept);
  if (expectHints && result.length === data.length)
    throw new PatternNotFound(TRANSFORM, ':HL["/_next/static/chunks/….css","style"] (a stylesheet hint row)');
  return result;
}
