// One reading of a request's address for the Node servers, the way nginx reads $uri: percent-escapes decoded
// once, dot segments resolved, repeated slashes collapsed. Every decision (a hidden file? which file answers?
// which handler?) is taken on this form only, so no other spelling of an address reaches what the plain one
// cannot. An address that cannot be decoded, or that decodes to a NUL, is refused whole.

export type RequestPath =
  | {
      ok: true;
      /** Decoded and normalised: what decisions are taken on. */
      path: string;
      /** The path as the client sent it, still encoded (for a redirect to the same address). */
      rawPath: string;
      /** "?…" as sent, or "". */
      search: string;
    }
  | { ok: false; reason: "not a path" | "malformed escape" | "NUL" };

/** Resolve "." and ".." and collapse repeated slashes; ".." never climbs above "/" (as a URL's path). */
export function normalisePath(decoded: string): string {
  const parts = decoded.split("/");
  const segments: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") segments.pop();
    else segments.push(part);
  }
  const last = parts.at(-1);
  const slash = segments.length > 0 && (last === "" || last === "." || last === "..");
  return `/${segments.join("/")}${slash ? "/" : ""}`;
}

/** The path and query of a request target: origin-form ("/a?b") or absolute-form ("http://host/a?b"). */
function splitTarget(target: string): { rawPath: string; search: string } | undefined {
  let rest = target;
  if (!rest.startsWith("/")) {
    if (!/^https?:\/\//i.test(rest)) return undefined;
    const url = URL.parse(rest);
    if (!url) return undefined;
    rest = `${url.pathname}${url.search}`;
  }
  const end = rest.search(/[?#]/);
  const rawPath = end < 0 ? rest : rest.slice(0, end);
  const query = end >= 0 && rest[end] === "?" ? rest.slice(end) : "";
  return { rawPath, search: query.split("#", 1)[0]! };
}

/** Read a request target once: decode (a slash spelled %2f is a slash, as nginx takes it), then normalise. */
export function readRequestPath(target: string | undefined): RequestPath {
  const split = splitTarget(target ?? "/");
  if (!split) return { ok: false, reason: "not a path" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(split.rawPath);
  } catch {
    // A "%" not followed by two hex digits, or escapes that are not UTF-8 (%e0%80).
    return { ok: false, reason: "malformed escape" };
  }
  if (decoded.includes("\0")) return { ok: false, reason: "NUL" };
  return { ok: true, path: normalisePath(decoded), ...split };
}

/** A decoded path as a request target again: each segment escaped, so it decodes to the same path once. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * For logs only: the path with every escape of a printable ASCII character decoded (leaving the rest, and any
 * malformed escape, as they are), then normalised. Lenient where readRequestPath refuses, so that a secret in an
 * address spelled with escapes is still recognised in a request that is then refused.
 */
export function loggablePath(target: string): string {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").split(/[?#]/, 1)[0] || "/";
  const decoded = path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const code = parseInt(hex, 16);
    return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : escape;
  });
  return normalisePath(decoded);
}
