// Grapheme clusters (what a reader sees as one character) of a text of any length, in linear time: the browser
// and the receiver count a field's length in them, and the receiver caps each one's size (receiver/text.ts).

/** Code units segmented at once: V8's Intl.Segmenter takes time quadratic in the length of its input. */
const PIECE = 512;

let segmenter: Intl.Segmenter | null | undefined;

/**
 * Each grapheme cluster of `text`, in order. The text is segmented a piece at a time; a piece's last cluster may
 * be cut short by its end, so it is segmented again at the start of the next piece, which gives the same
 * clusters as the whole text at once. Only a piece that is one cluster (hundreds of marks or joiners on one
 * letter) is cut where it stands: the first cluster after it has `runsOn`, as it may continue it. Without
 * Intl.Segmenter (an old browser), code points.
 */
export function* graphemeClusters(text: string): Generator<{ cluster: string; runsOn: boolean }> {
  if (segmenter === undefined)
    segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
  if (!segmenter) {
    for (const cluster of text) yield { cluster, runsOn: false };
    return;
  }
  let start = 0;
  let runsOn = false;
  while (start < text.length) {
    let end = Math.min(text.length, start + PIECE);
    // Never between a surrogate pair's halves.
    if (end < text.length && /[\udc00-\udfff]/.test(text[end]!)) end += 1;
    const clusters = [...segmenter.segment(text.slice(start, end))];
    const last = clusters.length - 1;
    const held = end < text.length && last > 0 ? clusters.pop()! : undefined;
    for (const [n, { segment }] of clusters.entries()) yield { cluster: segment, runsOn: n === 0 && runsOn };
    runsOn = end < text.length && !held;
    start = held ? start + held.index : end;
  }
}

/**
 * A value's length as a reader counts it: grapheme clusters, so "స్త్రీ" (six code points) is one character
 * and a name in Telugu or Hindi gets as many letters as one in English. The receiver caps each cluster's marks
 * and size before it counts (receiver/text.ts), so one letter with thousands of marks cannot pass as one.
 */
export function textLength(value: string): number {
  let count = 0;
  for (const { runsOn } of graphemeClusters(value)) if (!runsOn) count += 1;
  return count;
}
