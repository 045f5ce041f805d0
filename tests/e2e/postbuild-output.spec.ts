import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_DIR, hashSource, htmlFileForRoute, inlineStyles, integrityOf, scriptPaths } from "@/lib/hosting";
import { cssProblems } from "@/tests/support/cssProblems";
import { routes } from "./support/routes";
import { localeInfo } from "@/lib/locales";

// Gate on the real build: every post-build transform of Next's output left its result in every file of out/
// it rewrites. The steps fail the build when their pattern is missing; this reads what they wrote. No browser.
const out = path.resolve("out");
const files = readdirSync(out, { recursive: true, encoding: "utf8" }).map((f) => f.split(path.sep).join("/"));
// The editor at /admin is an application: one script of its own, no CSS of the site's, its own policy
// (tests/e2e/admin.spec.ts).
const htmlFiles = files.filter((f) => f.endsWith(".html") && !f.startsWith(ADMIN_DIR));
const read = (file: string) => readFileSync(path.join(out, file), "utf8");

test("every script every exported page names carries the integrity of its bytes", () => {
  for (const route of routes) expect(htmlFiles, route).toContain(htmlFileForRoute(route));
  for (const file of htmlFiles) {
    const html = read(file);
    const tags = Array.from(html.matchAll(/<(?:script|link)\b[^>]*>/gi), (m) => m[0]).filter(
      (tag) => scriptPaths(tag).length > 0,
    );
    expect(tags.length, file).toBeGreaterThan(0);
    for (const tag of tags) {
      const src = scriptPaths(tag)[0]!;
      expect(/\sintegrity="([^"]*)"/.exec(tag)?.[1], `${file}: ${src}`).toBe(
        integrityOf(readFileSync(path.join(out, src))),
      );
    }
  }
});

test("every exported page carries its Content-Security-Policy right after the charset", () => {
  for (const file of htmlFiles) {
    expect(read(file), file).toMatch(
      /<head[^>]*><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; /,
    );
  }
});

test("no route data that links prefetch names a stylesheet or an image to preload", () => {
  const routeData = files.filter(
    (f) =>
      !f.startsWith("_next/") &&
      (path.basename(f).startsWith("__next.") ||
        (f.endsWith(".txt") && existsSync(path.join(out, f.replace(/\.txt$/, ".html"))))),
  );
  expect(routeData.length).toBeGreaterThan(routes.length);
  for (const file of routeData) {
    const rows = read(file).split("\n");
    expect(
      rows.filter((row) => /^[0-9a-f]*:HL\[.*"(?:style|image)"/.test(row)),
      file,
    ).toEqual([]);
    // The stylesheets themselves stay in the route's tree: on navigation React inserts them from there.
    if (!path.basename(file).startsWith("__next."))
      expect(read(file), file).toMatch(/"\$","style","\d+",\{[^}]*"precedence":"next","href":"\/_next\/static\//);
  }
});

test("every page carries its CSS, and its policy allows each stylesheet a client-side navigation may insert", () => {
  const stylesheets = files.filter((f) => f.startsWith("_next/static/") && f.endsWith(".css"));
  expect(stylesheets.length).toBeGreaterThan(1);
  for (const file of htmlFiles) {
    const html = read(file);
    expect(html, file).not.toMatch(/<link\b[^>]*\srel="stylesheet"/);
    const inlined = [...html.matchAll(/<style\b[^>]*\sdata-href="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "));
    expect(inlined.length, file).toBeGreaterThan(0);
    const styleSrc = /style-src ([^;]*)/.exec(html)?.[1]?.split(" ") ?? [];
    for (const sheet of stylesheets.filter((sheet) => !inlined.includes(`/${sheet}`)))
      expect(styleSrc, `${file}: ${sheet}`).toContain(hashSource(read(sheet)));
  }
});

test("every stylesheet a page can inline or a navigation insert parses as current CSS", () => {
  const stylesheets = files.filter((f) => f.startsWith("_next/static/") && f.endsWith(".css"));
  const problems = stylesheets.flatMap((file) => cssProblems(file, read(file)));
  for (const file of htmlFiles)
    inlineStyles(read(file)).forEach((css, i) => problems.push(...cssProblems(`${file} <style> ${i + 1}`, css)));
  expect(problems).toEqual([]);
});

test("no page's scripts carry copy in another language: Telugu and Hindi words reach a page in its payload", () => {
  // Client components get their words from the server in the page's language; only the language switcher's own
  // names for the languages are in the shared scripts.
  const names = new Set(Object.values(localeInfo).flatMap(({ name, shortName }) => [name, shortName]));
  const indicWords = /[\u0900-\u097F\u0C00-\u0C7F]+/g;
  const offenders = new Set<string>();
  for (const file of htmlFiles) {
    const scripts = Array.from(read(file).matchAll(/<(?:script|link)\b[^>]*>/gi), (m) => scriptPaths(m[0])[0]);
    for (const src of new Set(scripts.filter((s): s is string => Boolean(s)))) {
      const words = (readFileSync(path.join(out, src), "utf8").match(indicWords) ?? []).filter((w) => !names.has(w));
      if (words.length > 0) offenders.add(`${file}: ${src} (${[...new Set(words)].slice(0, 3).join(" ")} …)`);
    }
  }
  expect([...offenders]).toEqual([]);
});
