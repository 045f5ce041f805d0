// The framework's scripts start after the first paint. Next writes them as <script async>, which the browser runs
// the moment they arrive, often before it has painted anything: on a long page the first frame then waits for
// them, and Lighthouse counts every script that arrived before the paint toward LCP. Each page instead closes
// with one small inline script that adds them (same files, same integrity) once the first frame is on screen.

/** Same-origin <script async src> that is not a nomodule fallback. */
const ASYNC_SCRIPT = /<script\b(?=[^>]*\sasync[\s=>])(?![^>]*\snomodule)[^>]*?\ssrc="(\/[^"]*)"[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*?\shref="(\/[^"]*)"[^>]*>/gi;
const INTEGRITY = /\sintegrity="([^"]*)"/i;

/**
 * The loader for a page's scripts ([src, integrity] pairs). It waits for the browser to report the first
 * contentful paint (the frame is on the screen, not only painted on the main thread). In a background tab, or a
 * browser without paint timing, nothing would report it, so it starts them at once; and whatever happens, they
 * start within 3 s.
 */
export function afterPaintLoader(scripts: [src: string, integrity: string][]): string {
  return (
    `(()=>{let started=false;const run=()=>{if(started)return;started=true;` +
    `for(const[src,integrity]of${JSON.stringify(scripts)}){const script=document.createElement("script");` +
    `script.src=src;if(integrity)script.integrity=integrity;script.async=true;document.head.appendChild(script)}};` +
    `if(document.visibilityState!=="visible"||!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return run();` +
    `setTimeout(run,3000);new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})` +
    `.observe({type:"paint",buffered:true})})()`
  );
}

const LOADER_LIST = /for\(const\[src,integrity\]of(\[\[.*?\]\])\)\{/;

/** The [src, integrity] pairs a page's loader starts (none on a page without one). */
export function afterPaintScripts(html: string): [src: string, integrity: string][] {
  const list = LOADER_LIST.exec(html)?.[1];
  return list ? (JSON.parse(list) as [string, string][]) : [];
}

/**
 * The page with its async scripts started by the loader instead: the <script async> tags (and Next's preloads of
 * the same files, which would fetch them before the paint) are removed, and the loader, listing them in document
 * order with their integrity, closes the body. A page without async scripts comes back unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match): [string, string] => [
    match[1]!,
    INTEGRITY.exec(match[0])?.[1] ?? "",
  ]);
  if (scripts.length === 0) return html;
  const sources = new Set(scripts.map(([src]) => src));
  const stripped = html
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.has(href) ? "" : tag))
    .replace(ASYNC_SCRIPT, "");
  const end = stripped.lastIndexOf("</body>");
  if (end < 0) throw new Error("a page with scripts has no </body> for their loader");
  return `${stripped.slice(0, end)}<script>${afterPaintLoader(scripts)}</script>${stripped.slice(end)}`;
}
