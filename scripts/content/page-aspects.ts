// What a visitor, a crawler or a sharer gets from one exported file, as lines per aspect, for compare-out.ts.
// Whatever changes on every build (content hashes, React's generated ids, nonces and integrity, the CSP hashes,
// the framework's inline payload, CSS) is left out or normalised, so two builds of the same copy give equal lines.
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";

export type Aspects = Record<string, string[]>;

// HTML's own whitespace (not \s, which also eats the no-break spaces the copy uses on purpose).
const collapse = (text: string) => text.replace(/[ \t\n\f\r]+/g, " ").trim();

// A hash in a path segment or file name: a dot-separated part of 6+ word characters with a digit in it
// ("1zkl--q0hs7_7.js", "logo.3x9k2m1q.png"); a file's extension is kept.
const hashless = (name: string) =>
  name
    .split(".")
    .map((part, i, all) =>
      (all.length === 1 || i < all.length - 1) && /^[\w-]{6,}$/.test(part) && /\d/.test(part) ? "#" : part,
    )
    .join(".");

// Content hashes in URLs (also several URLs in one srcset): Next's asset paths, ?dpl= and ?v= queries, the
// metadata icons' "?favicon.<hash>.ico", "-<hex>" in file names; React's ids as link targets.
const normaliseUrl = (url: string) =>
  url
    .replace(/\/_next\/static\/[^\s?#,"]+/g, (path) => path.split("/").map(hashless).join("/"))
    .replace(/([?&])dpl=[^&#\s,]*&?/g, "$1")
    .replace(/([?&]v=)[0-9a-f]{6,}/g, "$1#")
    .replace(/\?([\w.-]+)(?=[#\s,]|$)/g, (_, query: string) => `?${hashless(query)}`)
    .replace(/-[0-9a-f]{8,}(?=[.?#/\s,]|$)/g, "-#")
    .replace(/#(_R_\w*|«[^»]*»|:r[0-9a-z]+:)/g, "#[react-id]");

// Where a line of visible text ends: the block-level elements (inline ones like <strong> stay in their line).
const BLOCKS = new Set(
  (
    "address article aside blockquote body br button caption dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section select summary table " +
    "td textarea th tr ul"
  ).split(" "),
);
// The attributes whose words a visitor (or a screen reader) meets, in text order.
const TEXT_ATTRS = ["alt", "title", "aria-label", "placeholder"];
const SOURCES: Record<string, string[]> = {
  a: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  iframe: ["src"],
};

const isElement = (node: T.Node): node is T.Element => "tagName" in node;
const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const textOf = (node: T.Node): string =>
  node.nodeName === "#text"
    ? (node as T.TextNode).value
    : "childNodes" in node
      ? node.childNodes.map(textOf).join("")
      : "";

// JSON-LD as data: one "path = value" line per leaf, so key order and formatting do not count but values do.
function flatten(value: unknown, path: string, out: string[]) {
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!Array.isArray(value)) entries.sort(([a], [b]) => (a < b ? -1 : 1)); // arrays keep their order
    for (const [key, child] of entries)
      flatten(child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, out);
  } else out.push(`${path} = ${typeof value === "string" ? normaliseUrl(JSON.stringify(value)) : String(value)}`);
}

export function pageAspects(html: string): Aspects {
  // Scripting off: <noscript>'s content is parsed as elements, so its text counts like any other.
  const doc = parse(html, { scriptingEnabled: false });
  const head: string[] = [];
  const text: string[] = [];
  const links: string[] = [];
  const jsonLd: string[] = [];
  let line = "";
  const flush = () => {
    if (collapse(line)) text.push(collapse(line));
    line = "";
  };

  const visit = (node: T.Node, inBody: boolean) => {
    if (node.nodeName === "#text") line += inBody ? (node as T.TextNode).value : "";
    if (!isElement(node)) {
      if (node.nodeName === "#document") (node as T.Document).childNodes.forEach((c) => visit(c, inBody));
      return;
    }
    const tag = node.tagName;
    const isHtml = node.namespaceURI === "http://www.w3.org/1999/xhtml";
    if (tag === "html") head.push(`lang=${attr(node, "lang") ?? ""} dir=${attr(node, "dir") ?? ""}`);
    if (tag === "title" && isHtml) {
      head.push(`title: ${collapse(textOf(node))}`);
      return;
    }
    const metaKey = ["name", "property", "http-equiv", "itemprop"].find((k) => attr(node, k) !== undefined);
    const metaName = metaKey ? `${metaKey}=${attr(node, metaKey)}` : "";
    // The CSP meta carries the inline scripts' hashes: it changes with every build.
    if (tag === "meta" && metaKey && metaName.toLowerCase() !== "http-equiv=content-security-policy")
      head.push(`meta ${metaName}: ${normaliseUrl(attr(node, "content") ?? "")}`);
    const rel = (attr(node, "rel") ?? "").toLowerCase().split(/\s+/);
    if (tag === "link" && (rel.includes("canonical") || rel.includes("alternate"))) {
      const extra = ["hreflang", "type", "title"].map((k) => (attr(node, k) ? ` ${k}=${attr(node, k)}` : ""));
      head.push(`link ${rel.join(" ")}${extra.join("")}: ${normaliseUrl(attr(node, "href") ?? "")}`);
    }
    if (tag === "script") {
      if (attr(node, "type") !== "application/ld+json") return; // the framework's payload and code
      try {
        flatten(JSON.parse(textOf(node)), `ld${jsonLd.length}`, jsonLd);
      } catch {
        jsonLd.push(`ld (invalid JSON): ${collapse(textOf(node))}`);
      }
      return;
    }
    if (tag === "style" || tag === "template") return;
    const body = inBody || tag === "body";
    if (body) {
      if (BLOCKS.has(tag)) flush();
      const values = tag === "input" || tag === "button" ? [...TEXT_ATTRS, "value"] : TEXT_ATTRS;
      for (const name of values) {
        const value = attr(node, name);
        if (value !== undefined && collapse(value)) {
          flush();
          text.push(`[${name}] ${collapse(value)}`);
        }
      }
      for (const name of SOURCES[tag] ?? []) {
        const value = attr(node, name);
        if (value !== undefined) links.push(`${tag} ${name}: ${normaliseUrl(value)}`);
      }
    }
    node.childNodes.forEach((c) => visit(c, body));
    if (body && BLOCKS.has(tag)) flush();
  };
  visit(doc, false);
  flush();
  return { head, text, links, "json-ld": jsonLd };
}

// A sitemap as one line per <url> (loc, lastmod and the rest, then the alternates), sorted: the order of the
// entries means nothing to a crawler. Other feeds (RSS, Atom, robots.txt) compare line by line.
export function feedAspects(name: string, body: string): Aspects {
  if (!/(^|\/)sitemap[^/]*\.xml$/.test(name)) return { text: body.split(/\r?\n/).map(normaliseUrl) };
  const entries = [...body.matchAll(/<(url|sitemap)>([\s\S]*?)<\/\1>/g)].map(([, , inner = ""]) => {
    const fields = [...inner.matchAll(/<([\w:]+)>([^<]*)<\/\1>/g)].map(
      ([, tag, value = ""]) => `${tag}=${value.trim()}`,
    );
    const alternates = [...inner.matchAll(/<xhtml:link\b[^>]*>/g)].map(
      ([link]) => `${/hreflang="([^"]*)"/.exec(link)?.[1]}→${/href="([^"]*)"/.exec(link)?.[1]}`,
    );
    return normaliseUrl([...fields, ...alternates].join(" "));
  });
  return { urls: entries.sort() };
}
