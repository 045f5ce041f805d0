// Which element each visit's largest paint was, and how long after the first paint it came. The LCP goal is
// missed between those two moments: the table says what the page painted last, so a change aims at it.
import { median } from "./lighthouse";

/** One visit's first paint and largest paint, and what that largest paint was (lcpElement, below). */
export interface PaintRun {
  fcp: number;
  lcp: number;
  lcpElement: string;
}

/**
 * In the page, for an LCP entry: the element's tag and first class, then the image's file or the text's start
 * (`img.hero_poster poster-390.avif`, `p.hero_lead "We build…"`). A string for INSTRUMENT (./observed.ts), which
 * runs before the page's own scripts.
 */
export const DESCRIBE_LCP = `(entry) => {
  const el = entry.element;
  if (!el) return entry.url ? "(removed) " + entry.url.split("/").pop() : "(removed)";
  const name = el.tagName.toLowerCase() + (el.classList[0] ? "." + el.classList[0] : "");
  if (entry.url) return name + " " + entry.url.split("/").pop().split("?")[0];
  const text = (el.textContent || "").trim().replace(/\\s+/g, " ");
  return name + ' "' + (text.length > 32 ? text.slice(0, 32) + "…" : text) + '"';
}`;

/** The value seen most often, with how many of the runs it was. */
function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [value, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return count === values.length ? value : `${value} (${count} of ${values.length})`;
}

const gap = (runs: PaintRun[]) => median(runs.map((run) => run.lcp - run.fcp));

/** Per route: the largest paint's element, and the median time from the first paint to it beside the floor's. */
export function lcpTable(floor: { runs: PaintRun[] }, pages: { label: string; runs: PaintRun[] }[]): string[] {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  return [
    "| page | largest paint (the element, most frequent) | first paint → LCP | the floor's |",
    "| --- | --- | ---: | ---: |",
    ...pages
      .filter((page) => page.runs.length)
      .map(
        (page) =>
          `| ${page.label} | ${cell(mostFrequent(page.runs.map((run) => run.lcpElement)))} | ${Math.round(gap(page.runs))} ms | ${Math.round(gap(floor.runs))} ms |`,
      ),
  ];
}
