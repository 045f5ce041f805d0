// Reads a page's <head> from the served HTML string, as a crawler or a link-preview bot does (no JavaScript).

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references React writes into attribute values and text. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X")) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return entities[ref.toLowerCase()] ?? match;
  });
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*"([^"]*)"/g))
    attrs[m[1]!.toLowerCase()] = decodeHtml(m[2]!);
  return attrs;
}

export interface HeadInfo {
  titles: string[];
  /** meta name= / property= → content (first occurrence). */
  meta: Map<string, string>;
  /** Every meta name/property occurrence, for counting duplicates. */
  metaCounts: Map<string, number>;
  links: Record<string, string>[];
  /** The text of every <script type="application/ld+json"> in the document. */
  jsonLd: string[];
  /** How many of them come before the end of the page's first <h1>. */
  jsonLdBeforeHeading: number;
}

export function readHead(html: string): HeadInfo {
  const head = html.match(/<head[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? "";
  const titles = [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decodeHtml(m[1]!));
  const meta = new Map<string, string>();
  const metaCounts = new Map<string, number>();
  for (const m of head.matchAll(/<meta\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const key = a.property ?? a.name;
    if (!key || a.content === undefined) continue;
    if (!meta.has(key)) meta.set(key, a.content);
    metaCounts.set(key, (metaCounts.get(key) ?? 0) + 1);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const jsonLd = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1]!,
  );
  const headingEnd = html.search(/<\/h1>/i);
  const jsonLdBeforeHeading = [...html.slice(0, Math.max(headingEnd, 0)).matchAll(/type="application\/ld\+json"/gi)]
    .length;
  return { titles, meta, metaCounts, links, jsonLd, jsonLdBeforeHeading };
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString("ascii", 12, 16) !== "IHDR")
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The @type values of every node in a JSON-LD document (a single node or an @graph). */
export function jsonLdTypes(doc: unknown): string[] {
  const nodes = (doc as { "@graph"?: unknown[] })["@graph"] ?? [doc];
  return nodes.flatMap((n) => {
    const type = (n as { "@type"?: string | string[] })["@type"];
    return Array.isArray(type) ? type : type ? [type] : [];
  });
}
