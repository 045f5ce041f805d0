// The framework's scripts start after the first paint. Next writes them as <script async>, which the browser runs
// the moment they arrive, often before it has painted anything: on a long page the first frame then waits for
// them, and Lighthouse counts every script that arrived before the paint toward LCP. Next also inlines the page's
// RSC payload (the page again, as data for hydration), which doubles the HTML the first paint waits for. Each page
// instead closes with low-priority preloads of the scripts (downloaded from the start, behind what the first paint
// needs, run by nothing) and one small inline script that, once the first frame is on screen, fetches the payload
// from a file of its own and then adds the scripts (same files, same integrity).
import { createHash } from "node:crypto";
import { PatternNotFound } from "./guard";
import { integrityOf } from "./integrity";

/** Where the pages' payloads are written (content-addressed, so cached as immutable like all of /_next/static). */
export const PAYLOAD_DIR = "/_next/static/payload";

type Integrity = string;
export interface AfterPaintAssets {
  /** [src, integrity] of each script, in document order. */
  scripts: [src: string, integrity: Integrity][];
  /** The payload file, when the page's payload was taken out of its HTML. */
  payload?: [src: string, integrity: Integrity];
}

/**
 * The loader. It waits for the browser to report the first contentful paint (the frame is on the screen, not
 * only painted on the main thread). In a background tab, or a browser without paint timing, nothing would report
 * it, so it starts at once; and whatever happens, it starts within 3 s. With a payload file, it fetches the
 * payload (checked against its integrity), hands it to Next exactly as the inline scripts did, and only then adds
 * the scripts, which the page's low-priority preloads have been downloading since the HTML arrived
 * (afterPaintPreloads); if the fetch fails, the page stays as it is without JavaScript. The payload is not
 * preloaded: Chrome does not check a preload's integrity for a fetch() and warns of it on every page, and asked
 * for at once it would share the bandwidth with what the first paint needs; after the paint it arrives well
 * before the larger scripts do.
 */
export function afterPaintLoader({ scripts, payload }: AfterPaintAssets): string {
  const addScripts =
    `for(const[src,integrity]of S){const e=document.createElement("script");e.src=src;e.async=true;` +
    `if(integrity)e.integrity=integrity;document.head.appendChild(e)}`;
  const start = payload
    ? `fetch(P[0],{integrity:P[1]}).then((r)=>r.ok?r.text():Promise.reject(r.status))` +
      `.then((t)=>{self.__next_f.push([1,t]);${addScripts}},()=>{})`
    : addScripts;
  return (
    `(()=>{const S=${JSON.stringify(scripts)},P=${JSON.stringify(payload ?? null)};let started=false;` +
    `const run=()=>{if(started)return;started=true;${start}};` +
    `if(document.visibilityState!=="visible"||!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return run();` +
    `setTimeout(run,3000);new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();run()}})` +
    `.observe({type:"paint",buffered:true})})()`
  );
}

/**
 * Low-priority preloads of the scripts the loader adds, so the browser downloads them from the start, behind
 * what the first paint needs, instead of only once the page has painted. Each names the script's integrity: the
 * script element the loader adds asks with it, and Chrome does not hand a preload made without it to that
 * element (it downloads the script again and warns of both).
 */
export function afterPaintPreloads({ scripts }: AfterPaintAssets): string {
  return scripts
    .map(
      ([src, integrity]) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${src}"${integrity ? ` integrity="${integrity}"` : ""}/>`,
    )
    .join("");
}

/** Same-origin <script async src> that is not a nomodule fallback. */
const ASYNC_SCRIPT = /<script\b(?=[^>]*\sasync[\s=>])(?![^>]*\snomodule)[^>]*?\ssrc="(\/[^"]*)"[^>]*><\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*?\shref="(\/[^"]*)"[^>]*>/gi;
const INTEGRITY = /\sintegrity="([^"]*)"/i;
/** Next's inline payload chunks: self.__next_f.push([1,"…"]). */
const PAYLOAD_CHUNK = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;
const LOADER_ASSETS = /const S=(\[\[.*?\]\]),P=(\["[^"]*","[^"]*"\]|null);let started/;
/** Any push onto Next's payload queue but its opening one, push([0]). */
const PAYLOAD_PUSH = /self\.__next_f\.push\(\[(?!0\])/;
const TRANSFORM = "scripts and payload after the first paint";

/** The payload text of a page's inline chunks, and the page without them; none when the page has no chunks. */
function takePayload(html: string): { html: string; text: string } | undefined {
  let text = "";
  const rest = html.replace(PAYLOAD_CHUNK, (_tag, chunk: string) => {
    text += (JSON.parse(chunk) as [1, string])[1];
    return "";
  });
  return text ? { html: rest, text } : undefined;
}

export interface AfterPaintPage {
  html: string;
  /** The payload file to write: its path under out/ and its text. */
  payloadFile?: { path: string; text: string };
}

/**
 * The page with its async scripts and its payload started by the loader instead: the <script async> tags (and
 * Next's preloads of the same files, from the head, where they would be fetched beside the stylesheets) and the
 * inline payload chunks are removed, and the scripts' low-priority preloads and the loader close the body. A page
 * that already has its loader comes back unchanged; a page without Next's async scripts or inline payload chunks
 * throws PatternNotFound.
 */
export function withScriptsAfterFirstPaint(html: string): AfterPaintPage {
  if (LOADER_ASSETS.test(html)) return { html };
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match): [string, string] => [
    match[1]!,
    INTEGRITY.exec(match[0])?.[1] ?? "",
  ]);
  if (scripts.length === 0) throw new PatternNotFound(TRANSFORM, '<script src="/…" async> (Next\'s scripts)');
  const sources = new Set(scripts.map(([src]) => src));
  const stripped = html
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.has(href) ? "" : tag))
    .replace(ASYNC_SCRIPT, "");
  const taken = takePayload(stripped);
  if (!taken) throw new PatternNotFound(TRANSFORM, '<script>self.__next_f.push([1,"…"])</script> (the inline payload)');
  // A chunk in another form would stay inline and run before the ones moved to the file.
  if (PAYLOAD_PUSH.test(taken.html))
    throw new PatternNotFound(TRANSFORM, 'every inline payload chunk in the form self.__next_f.push([1,"…"])');
  const payloadFile = {
    path: `${PAYLOAD_DIR}/${createHash("sha256").update(taken.text).digest("hex").slice(0, 16)}.txt`,
    text: taken.text,
  };
  const page = taken.html;
  const end = page.lastIndexOf("</body>");
  if (end < 0) throw new PatternNotFound(TRANSFORM, "</body> (where the loader goes)");
  const assets: AfterPaintAssets = { scripts, payload: [payloadFile.path, integrityOf(Buffer.from(payloadFile.text))] };
  // The preloads close the body, before the loader: the preload scanner meets them after everything the first
  // paint needs (stylesheets, font, poster), which the browser has asked for by then. In the head they were asked
  // for beside the stylesheets and delayed the first paint.
  return {
    html: `${page.slice(0, end)}${afterPaintPreloads(assets)}<script>${afterPaintLoader(assets)}</script>${page.slice(end)}`,
    payloadFile,
  };
}

/** What a page's loader starts (nothing on a page without one). */
export function afterPaintAssets(html: string): AfterPaintAssets {
  const match = LOADER_ASSETS.exec(html);
  if (!match) return { scripts: [] };
  const payload = JSON.parse(match[2]!) as AfterPaintAssets["payload"] | null;
  return { scripts: JSON.parse(match[1]!) as AfterPaintAssets["scripts"], ...(payload && { payload }) };
}
