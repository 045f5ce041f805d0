// Subresource integrity: every script the HTML loads names the hash of its exact bytes.
import { createHash } from "node:crypto";
import { PatternNotFound } from "./guard";

/** The integrity value of a file's bytes (SHA-384, as browsers and the W3C Subresource Integrity recommendation advise). */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/** Same-origin paths of the scripts a page loads: <script src> and <link rel=preload|modulepreload as=script>. */
const SCRIPT_TAG = /<script\b[^>]*?\ssrc="(\/[^"]*)"[^>]*>/gi;
const PRELOAD_TAG =
  /<link\b(?=[^>]*\srel="(?:preload|modulepreload)")(?=[^>]*\sas="script")[^>]*?\shref="(\/[^"]*)"[^>]*>/gi;

/**
 * Add integrity="…" to every same-origin script tag and script preload of the page. `integrityFor`
 * gives the value for a path (from the file in out/), or throws when the file does not exist: a page
 * must never reference a script the build did not write. Tags that already carry integrity stay as they are. Every
 * page Next exports loads scripts: a page with none throws PatternNotFound.
 */
export function withIntegrity(html: string, integrityFor: (path: string) => string): string {
  if (html.search(SCRIPT_TAG) < 0)
    throw new PatternNotFound("subresource integrity", '<script src="/…"> (Next\'s scripts)');
  const add = (tag: string, url: string) => {
    if (/\sintegrity=/i.test(tag)) return tag;
    const path = decodeURI(url.split(/[?#]/)[0]!);
    const end = tag.endsWith("/>") ? tag.length - 2 : tag.length - 1;
    return `${tag.slice(0, end)} integrity="${integrityFor(path)}"${tag.slice(end)}`;
  };
  return html.replace(SCRIPT_TAG, add).replace(PRELOAD_TAG, add);
}

/** Same-origin script paths a page loads (for checks and tests). */
export function scriptPaths(html: string): string[] {
  return [...html.matchAll(SCRIPT_TAG), ...html.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
}
