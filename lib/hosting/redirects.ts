// Permanent redirects: the alias table and the trailing-slash forms of the canonical routes.
import { aliasRoutes, canonicalRoutes } from "@/lib/routes";
import { normalizePath } from "@/lib/trailingSlash";
import type { RedirectRule } from "./types";

/**
 * Every alias answers 301 to its canonical page, written with and without a trailing slash.
 * Throws on an alias that is also a canonical route or is listed twice (a loop or an ambiguity).
 */
export function redirectRules(aliases: { from: string; to: string }[], canonicalPaths: string[] = []): RedirectRule[] {
  // Lower case: nginx's map (hosting/nginx.conf) matches addresses ignoring case, so an alias that differs
  // from a canonical route only in case would redirect that route to itself.
  const canonical = new Set(canonicalPaths.flatMap((p) => [p, normalizePath(p)]).map((p) => p.toLowerCase()));
  const seen = new Set<string>();
  const rules: RedirectRule[] = [];
  for (const { from, to } of aliases) {
    const bare = from.replace(/\/+$/, "");
    if (!bare.startsWith("/") || bare === "") throw new Error(`Alias "${from}" must be an absolute path`);
    if (canonical.has(bare.toLowerCase())) throw new Error(`Alias "${from}" is also a canonical route`);
    for (const variant of [bare, `${bare}/`]) {
      if (seen.has(variant.toLowerCase())) throw new Error(`Alias "${from}" is listed twice`);
      seen.add(variant.toLowerCase());
      rules.push({ from: variant, to, status: 301 });
    }
  }
  return rules;
}

/**
 * A canonical route asked for with a slash added (/about/) answers 301 to its address (/about). A route
 * whose canonical address ends in a slash (/web-hosting-services/) keeps it, and its slash-less form is
 * served as well (the host's clean-URL rules), so it gets no rule.
 */
export function trailingSlashRules(canonicalPaths: string[]): RedirectRule[] {
  return canonicalPaths
    .filter((p) => p !== "/" && !p.endsWith("/"))
    .map((p) => ({ from: `${p}/`, to: p, status: 301 as const }));
}

/** Every permanent redirect of the site: aliases first, then the trailing-slash forms of canonical routes. */
export function siteRedirects(): RedirectRule[] {
  const canonical = canonicalRoutes().map((r) => r.path);
  return [...redirectRules(aliasRoutes(), canonical), ...trailingSlashRules(canonical)];
}
