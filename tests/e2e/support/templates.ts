import { readFileSync } from "node:fs";
import path from "node:path";
import { formOutcomes } from "@/lib/content/forms";
import { FORM_OUTCOME_BASE } from "@/lib/paths";
import { htmlFileForRoute } from "@/lib/hosting";
import { defaultLocale, localeOfPath } from "@/lib/locales";
import { canonicalRoutes, type RouteInfo } from "@/lib/routes";

// The page templates of the site, chosen from the route list (lib/routes.ts) and the exported HTML, so a new
// template or a new kind of section is checked without editing a test.

/** The pages a form without JavaScript lands on (app/form/[outcome]): one template, not canonical routes. */
const formOutcomeRoutes = formOutcomes.map((o) => ({ path: `${FORM_OUTCOME_BASE}/${o.slug}`, kind: "form" }));

/**
 * The app/ template a route is rendered by: each page has its own, every service page shares one, and so on. A
 * translated page is its English page's template with other words, under the header, menus and chat of its
 * language: those are checked once per language, on its home (the language's first route), and the words of every
 * translated page at every width by the walk's layout gate.
 */
function templateOf(route: Pick<RouteInfo, "path" | "parent"> & { kind: string }): string {
  const locale = localeOfPath(route.path);
  if (locale !== defaultLocale) return `the ${locale} pages`;
  if (route.kind === "form") return "form";
  if (route.kind === "service") return "service";
  if (route.parent) return route.path.replace(/[^/]+\/?$/, "*");
  return route.path;
}

/** What a page is made of: its elements, its sections, the roles its markup gives them and the languages of its
 * passages. */
function partsOf(html: string): Set<string> {
  const body = html.slice(html.search(/<body\b/i));
  const parts = new Set<string>();
  for (const m of body.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    if (m[1] === "script") continue;
    parts.add(`<${m[1]}>`);
    for (const a of m[2]!.matchAll(/\s(data-section|role|type|lang)="([^"]*)"/g)) parts.add(`${m[1]} ${a[1]}=${a[2]}`);
  }
  return parts;
}

/**
 * One route per template, plus as few more as it takes for every element, section and role that appears on any
 * exported page to appear on one of them (a service page's FAQ, a post's table).
 */
export function templateRoutes(outDir = "out"): string[] {
  const routes = [...canonicalRoutes(), ...formOutcomeRoutes];
  const parts = new Map(
    routes.map((r) => [r.path, partsOf(readFileSync(path.join(outDir, htmlFileForRoute(r.path)), "utf8"))]),
  );
  const chosen: string[] = [];
  const seen = new Set<string>();
  const take = (route: string) => {
    chosen.push(route);
    for (const part of parts.get(route)!) seen.add(part);
  };
  const templates = new Set<string>();
  for (const route of routes) {
    if (templates.has(templateOf(route))) continue;
    templates.add(templateOf(route));
    take(route.path);
  }
  for (;;) {
    const unseen = (route: string) => [...parts.get(route)!].filter((p) => !seen.has(p)).length;
    const best = routes.map((r) => r.path).reduce((a, b) => (unseen(b) > unseen(a) ? b : a));
    if (unseen(best) === 0) break;
    take(best);
  }
  return chosen;
}
