// The Content-Security-Policy: which page may do what, and the policy text each page is sent.
import { createHash } from "node:crypto";
import { localeInfo, locales } from "@/lib/locales";
import { pagePaths } from "@/lib/paths";
import { uriKeys } from "./addresses";
import { PatternNotFound } from "./guard";
import type { CspOptions, CspSources, PageCapabilities } from "./types";
import { decodeEntities, escapeAttribute } from "@/lib/html";

/** The origin (scheme://host[:port]) of an absolute http(s) URL, or undefined when unset or invalid. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

/**
 * Analytics origins outside the site. Vercel Web Analytics and Speed Insights load from the host's own
 * paths (/_vercel/insights/script.js, /_vercel/speed-insights/script.js) and report to the same
 * origin, so 'self' covers them: the list is empty. Add an origin here if a third-party tool is added.
 */
export const ANALYTICS_ORIGINS: string[] = [];

/** Collect the policy's extra origins from the build environment and the map URL of the site record. */
export function cspSourcesFromEnv(env: Record<string, string | undefined>, mapEmbedUrl: string): CspSources {
  return {
    formOrigins: unique([originOf(env.NEXT_PUBLIC_CONTACT_ENDPOINT), originOf(env.NEXT_PUBLIC_APPLICATION_ENDPOINT)]),
    analyticsOrigins: unique(ANALYTICS_ORIGINS),
    frameOrigins: unique([originOf(mapEmbedUrl)]),
    mediaOrigins: unique((env.NEXT_PUBLIC_MEDIA_ORIGINS ?? "").split(/[\s,]+/).map((u) => originOf(u))),
  };
}

/**
 * Least privilege per page: only /search compiles WebAssembly and starts a worker (Pagefind), only
 * /contact embeds the map. Every other page gets neither.
 */
const CAPABILITIES: Record<string, PageCapabilities> = Object.fromEntries(
  // The same pages in every language (/te/search, /hi/contact).
  locales.flatMap((locale) => [
    [`${localeInfo[locale].prefix}${pagePaths.search}`, { wasm: true }],
    [`${localeInfo[locale].prefix}${pagePaths.contact}`, { frames: true }],
  ]),
);

/**
 * Pages whose policy grants more than the baseline. A policy belongs to the document that was loaded, and
 * Next's router keeps the document on a client-side navigation, so these pages are always entered with a
 * full page load: nginx answers their RSC payloads (which the router fetches instead of the page) with
 * 204, and the router then loads the page itself.
 */
export const PRIVILEGED_PATHS = Object.keys(CAPABILITIES);

/** What the page exported as `file` (relative to out/) may do beyond the baseline. */
export function capabilitiesOfFile(file: string): PageCapabilities {
  for (const key of uriKeys(file)) if (CAPABILITIES[key]) return CAPABILITIES[key];
  return {};
}

/** The directives, in order, each with its sources. Anything not listed falls back to default-src 'none'. */
export function cspDirectives(options: CspOptions): [directive: string, sources: string[]][] {
  const self = "'self'";
  const none = ["'none'"];
  const attributeHashes = unique(options.styleAttributeHashes ?? []);
  const directives: [string, string[]][] = [
    ["default-src", none],
    // 'wasm-unsafe-eval' lets site search (Pagefind) compile its WebAssembly core; it allows WebAssembly
    // compilation only, never eval() of JavaScript.
    [
      "script-src",
      [
        self,
        ...(options.wasm ? ["'wasm-unsafe-eval'"] : []),
        ...unique(options.scriptHashes),
        ...options.analyticsOrigins,
      ],
    ],
    // No 'unsafe-inline': the page's own <style> elements by hash, and its few style="…" attributes
    // (next/image's color:transparent) by hash through 'unsafe-hashes', which allows exactly those values.
    // Styles set from scripts through element.style are not governed by CSP.
    [
      "style-src",
      [
        self,
        ...unique(options.styleHashes ?? []),
        ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : []),
      ],
    ],
    ["img-src", [self, ...options.mediaOrigins]],
    ["font-src", [self]],
    ["connect-src", [self, ...options.formOrigins, ...options.analyticsOrigins]],
    ["media-src", [self, ...options.mediaOrigins]],
    ["manifest-src", [self]],
    ["worker-src", options.wasm ? [self] : none],
    ["frame-src", options.frames && options.frameOrigins.length ? options.frameOrigins : none],
    ["form-action", [self, ...options.formOrigins]],
    ["base-uri", none],
    ["object-src", none],
  ];
  if (options.delivery === "header") {
    directives.push(["frame-ancestors", none]);
    if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests", []]);
  }
  return directives;
}

/** Serialise a policy: `directive source source; …`. */
export function buildCsp(options: CspOptions): string {
  return cspDirectives(options)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** CSP hash source of an inline script, style or style attribute: 'sha256-<base64 of the SHA-256 of its UTF-8 text>'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Script types a browser executes; any other type (application/ld+json, application/json) is a data block. */
function isExecutable(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? "").trim().toLowerCase();
  return value === "" || value === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** The HTML parser turns CR LF and lone CR into LF before anything else: hash what the browser hashes. */
const normalizeNewlines = (html: string) => html.replace(/\r\n?/g, "\n");

/**
 * The text of every inline script a browser would run, in document order. Empty scripts count too (harmless).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of normalizeNewlines(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", text = ""] = match;
    if (isExecutable(attributes)) scripts.push(text);
  }
  return scripts;
}

/** The text of every inline <style> element (those inside <noscript> too: they apply without JavaScript). */
export function inlineStyles(html: string): string[] {
  return [...normalizeNewlines(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1] ?? "");
}

/** The value of every style="…" attribute in the markup (outside scripts), as the browser reads it. */
export function styleAttributes(html: string): string[] {
  const markup = normalizeNewlines(html).replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");
  return [...markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map((m) => decodeEntities(m[1] ?? ""));
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** The document without its CSP meta element (what the hashes are computed over). */
export function withoutMetaCsp(html: string): string {
  return html.replace(META_CSP, "");
}

/**
 * Put the page's policy in a meta element as early as possible in <head>: right after the charset
 * declaration (which must stay first), before any script or stylesheet. Replaces an earlier one.
 */
export function withMetaCsp(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const stripped = withoutMetaCsp(html);
  const charset = /<meta\s+charset="?utf-8"?\s*\/?>/i.exec(stripped);
  if (charset) {
    const at = charset.index + charset[0].length;
    return stripped.slice(0, at) + meta + stripped.slice(at);
  }
  const head = /<head\b[^>]*>/i.exec(stripped);
  if (!head) throw new PatternNotFound("content-security-policy meta element", '<meta charSet="utf-8"/> or <head>');
  const at = head.index + head[0].length;
  return stripped.slice(0, at) + meta + stripped.slice(at);
}
