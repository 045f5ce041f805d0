import { localeInfo, translatedLocales } from "@/content/locales";
import type { PagePolicy } from "./types";

// Cloudflare Pages reads at most 100 `_headers` rules, and every page has a policy of its own. The Telugu and
// Hindi pages therefore share one policy per language: the union of their pages' sources (still only hashes of
// the site's own inline code, never 'unsafe-inline'), sent by every host alike so they all agree. Each page
// also carries its own strict policy in a <meta> element, and a browser enforces both.

/** The prefix ("/te") of the translated language a page file ("te.html", "te/about.html") belongs to. */
export function languagePrefixOf(file: string): string | undefined {
  for (const locale of translatedLocales) {
    const bare = localeInfo[locale].prefix.slice(1);
    if (file === `${bare}.html` || file.startsWith(`${bare}/`)) return localeInfo[locale].prefix;
  }
  return undefined;
}

/** One policy allowing every source any of `policies` allows, directive by directive, in first-seen order. */
export function unionPolicy(policies: string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(";")) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/** The pages with each translated language's pages under their language's shared policy. */
export function withLanguagePolicies(pages: PagePolicy[]): PagePolicy[] {
  const byPrefix = new Map<string, string[]>();
  for (const { file, policy } of pages) {
    const prefix = languagePrefixOf(file);
    if (prefix) byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), policy]);
  }
  const shared = new Map([...byPrefix].map(([prefix, policies]) => [prefix, unionPolicy(policies)]));
  return pages.map((page) => {
    const prefix = languagePrefixOf(page.file);
    return prefix ? { ...page, policy: shared.get(prefix)! } : page;
  });
}
