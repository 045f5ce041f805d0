// How Chromium's HTML parser fed a traced page to the screen: the slices it parsed between frames, and which
// slice reached the page's content. Chromium parses the head in one go, then yields after about 10 ms at a time
// for the first several slices after <body> (its "timed parser budget"), painting what it has after each; under
// a 4× slower CPU each of those slices covers 1–3 KB of markup. What lies before the hero decides how many frames
// come before the hero's (docs/benchmarks/2026-11-29-parser-chunks.md).
import { readFileSync } from "node:fs";
import path from "node:path";

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> } & Record<string, unknown>;
}

/** Where the page's landmarks lie in its HTML (UTF-16 offsets, as the parser counts), read from the built file. */
function landmarks(route: string, outDir: string): [string, number][] {
  const file = path.join(outDir, route === "/" ? "index.html" : `${route.replace(/\/$/, "")}.html`);
  let html: string;
  try {
    html = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  const main = html.indexOf("<main");
  const h1End = html.indexOf("</h1>", main);
  const marks: [string, number][] = [
    ["<body>", html.indexOf("<body")],
    ["<main>", main],
    ["the h1's end", h1End],
    ["the lead's end", html.indexOf("</p>", h1End)],
  ];
  return marks.filter(([, at]) => at >= 0);
}

/**
 * The parser's slices from navigation to `until` (trace µs), as a table: when each began, how far into the HTML it
 * had parsed when it ended, and how many layout objects the frame after it held; then where the landmarks lie.
 */
export function parserChunks(
  events: TraceEvent[],
  start: number,
  until: number,
  route: string,
  outDir: string,
): string[] {
  const all = events
    .filter((e) => e.name === "HTMLDocumentParser::PumpTokenizer")
    .map((e) => ({ ...e, queued: Number(e.args?.["bytes_queued"] ?? 0) }))
    // The document's parser: the pumps that had its HTML queued (a pump with nothing queued is another parser's).
    .filter((p) => p.queued > 1 && p.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const first = all[0];
  if (!first) return ['(no parser slices in the trace: it needs the "blink" category)', ""];
  const total = first.queued;
  // The page's own layouts, not the icon sprite's document's (the same thread lays out both).
  const pageFrame = events.find((e) => e.name === "firstContentfulPaint")?.args?.["frame"];
  const layouts = events
    .filter((e) => e.name === "Layout" && e.ph === "X" && e.args?.beginData?.["frame"] === pageFrame)
    .sort((a, b) => a.ts - b.ts);
  const pumps = all.filter((p) => p.ts <= until);
  const lines = [
    `Parser slices before the last LCP candidate (the HTML is ${total} characters):`,
    "",
    "| began | parsed up to | frame after it lays out (objects) |",
    "| ---: | ---: | ---: |",
  ];
  pumps.forEach((pump, i) => {
    const next = all[i + 1];
    const parsedTo = next ? total - next.queued : total;
    const layout = layouts.find((l) => l.ts >= pump.ts + (pump.dur ?? 0) && (!next || l.ts < next.ts));
    const objects = layout?.args?.beginData?.["totalObjects"];
    lines.push(
      `| ${Math.round((pump.ts - start) / 1000)} ms | ${parsedTo} | ${objects === undefined ? "no frame" : String(objects)} |`,
    );
  });
  const marks = landmarks(route, outDir);
  if (marks.length > 0) lines.push("", `In the HTML: ${marks.map(([name, at]) => `${name} at ${at}`).join(", ")}.`);
  return [...lines, ""];
}
