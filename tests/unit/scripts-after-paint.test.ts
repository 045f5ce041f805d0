import { describe, expect, it } from "vitest";
import {
  afterPaintLoader,
  afterPaintScripts,
  hashSource,
  inlineScripts,
  withScriptsAfterFirstPaint,
} from "@/lib/hosting";
import { securePage } from "@/scripts/postbuild/csp";

// The shape Next exports: async framework scripts in the head, one more in the body with a low-priority
// preload in the head, the nomodule polyfill, and the inline payload scripts.
const nextPage =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/s.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/c.js"/>' +
  '<script src="/_next/static/a.js" async=""></script><script src="/_next/static/b.js" async=""></script>' +
  '<script src="/_next/static/polyfills.js" noModule=""></script></head>' +
  "<body><main><h1>Hello</h1></main><script>self.__next_f.push([1])</script>" +
  '<script src="/_next/static/c.js" async=""></script></body></html>';

const plainPage = '<html><head><script src="/x.js"></script></head><body><p>Hi</p></body></html>';
const fakeIntegrity = (urlPath: string) => `sha384-of-${urlPath}`;

describe("scripts after the first paint", () => {
  it("takes every async script (and Next's preload of one) out of the page and lists them in one loader", () => {
    const html = withScriptsAfterFirstPaint(nextPage);
    expect(html).not.toMatch(/<script[^>]*\sasync/);
    expect(html).not.toContain('rel="preload" as="script"');
    // What the page needs before any script stays where it was: styles, content, payload, polyfill.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/s.css"/>');
    expect(html).toContain("<main><h1>Hello</h1></main><script>self.__next_f.push([1])</script>");
    expect(html).toContain('<script src="/_next/static/polyfills.js" noModule=""></script>');
    // The loader closes the body and names the three files in document order.
    const loader = inlineScripts(html).at(-1)!;
    expect(html.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
    expect(loader).toBe(
      afterPaintLoader([
        ["/_next/static/a.js", ""],
        ["/_next/static/b.js", ""],
        ["/_next/static/c.js", ""],
      ]),
    );
  });

  it("leaves a page without async scripts as it is", () => {
    expect(withScriptsAfterFirstPaint(plainPage)).toBe(plainPage);
  });

  it("in the built page, the loader carries each file's integrity and the policy allows exactly that loader", () => {
    const { html, header } = securePage(nextPage, { file: "about.html", env: {}, integrityFor: fakeIntegrity });
    const loader = inlineScripts(html).at(-1)!;
    expect(loader).toBe(
      afterPaintLoader([
        ["/_next/static/a.js", "sha384-of-/_next/static/a.js"],
        ["/_next/static/b.js", "sha384-of-/_next/static/b.js"],
        ["/_next/static/c.js", "sha384-of-/_next/static/c.js"],
      ]),
    );
    expect(header).toContain(hashSource(loader));
    // What the bench counts as the page's first-load JavaScript reads the same list back.
    expect(afterPaintScripts(html).map(([src]) => src)).toEqual([
      "/_next/static/a.js",
      "/_next/static/b.js",
      "/_next/static/c.js",
    ]);
    expect(afterPaintScripts(plainPage)).toEqual([]);
    expect(html).toContain(
      '<script src="/_next/static/polyfills.js" noModule="" integrity="sha384-of-/_next/static/polyfills.js">',
    );
    // Securing an already secured page changes nothing (the post-build may run twice on one out/).
    expect(securePage(html, { file: "about.html", env: {}, integrityFor: fakeIntegrity }).html).toBe(html);
  });
});
