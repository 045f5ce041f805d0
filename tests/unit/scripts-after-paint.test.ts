import { describe, expect, it } from "vitest";
import {
  afterPaintAssets,
  afterPaintLoader,
  afterPaintPreloads,
  hashSource,
  inlineScripts,
  integrityOf,
  PAYLOAD_DIR,
  transformFile,
  withScriptsAfterFirstPaint,
  type AfterPaintAssets,
} from "@/lib/hosting";
import { securePage } from "@/scripts/postbuild/csp";

// The shape Next exports: async framework scripts in the head, one more in the body with a low-priority
// preload in the head, the nomodule polyfill, and the payload: its opening push, then its chunks.
const chunks = ['1:"$Sreact.fragment"\n', '2:["$","h1",null,{"children":"Hello \\u003c3"}]\n'];
const nextPage =
  '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/s.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/c.js"/>' +
  '<script src="/_next/static/a.js" async=""></script><script src="/_next/static/b.js" async=""></script>' +
  '<script src="/_next/static/polyfills.js" noModule=""></script></head>' +
  "<body><main><h1>Hello &lt;3</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  chunks.map((chunk) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`).join("") +
  '<script src="/_next/static/c.js" async=""></script></body></html>';
const plainPage = '<html><head><script src="/x.js"></script></head><body><p>Hi</p></body></html>';
const fakeIntegrity = (urlPath: string) => `sha384-of-${urlPath}`;

describe("scripts and payload after the first paint", () => {
  it("takes the async scripts, Next's preload of one and the payload chunks out; one loader starts them all", () => {
    const { html, payloadFile } = withScriptsAfterFirstPaint(nextPage);
    expect(html).not.toMatch(/<script[^>]*\sasync/);
    expect(html).not.toContain("<script>self.__next_f.push([1");
    // Next's own preload in the head is gone; each script is preloaded at low priority from the end of the body.
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="preload" as="script"');
    // What the page needs before any script stays where it was: styles, content, the polyfill, the payload's
    // opening push (the loader's push follows it).
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/s.css"/>');
    expect(html).toContain("<main><h1>Hello &lt;3</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])");
    expect(html).toContain('<script src="/_next/static/polyfills.js" noModule=""></script>');
    // The payload file holds exactly the chunks' text, under a name made from it.
    expect(payloadFile?.text).toBe(chunks.join(""));
    expect(payloadFile?.path).toMatch(new RegExp(`^${PAYLOAD_DIR}/[0-9a-f]{16}\\.txt$`));
    // The loader closes the body and names the files in document order, and the payload with its integrity.
    // The scripts' low-priority preloads come just before it.
    const loader = inlineScripts(html).at(-1)!;
    const assets: AfterPaintAssets = {
      scripts: [
        ["/_next/static/a.js", ""],
        ["/_next/static/b.js", ""],
        ["/_next/static/c.js", ""],
      ],
      payload: [payloadFile!.path, integrityOf(Buffer.from(chunks.join("")))],
    };
    expect(html.endsWith(`${afterPaintPreloads(assets)}<script>${loader}</script></body></html>`)).toBe(true);
    expect(loader).toBe(afterPaintLoader(assets));
    expect(afterPaintPreloads(assets)).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/a.js"/>' +
        '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/b.js"/>' +
        '<link rel="preload" as="script" fetchpriority="low" href="/_next/static/c.js"/>',
    );
  });

  it("leaves a page that already has its loader as it is", () => {
    const { html } = withScriptsAfterFirstPaint(nextPage);
    expect(withScriptsAfterFirstPaint(html)).toEqual({ html });
    expect(afterPaintAssets(plainPage)).toEqual({ scripts: [] });
  });

  it("fails, naming the file and what is missing, when Next's output no longer has the shape it rewrites", () => {
    const run = (html: string) => () => transformFile("about.html", () => withScriptsAfterFirstPaint(html));
    expect(run(plainPage)).toThrow(
      /^postbuild: scripts and payload after the first paint: about.html: <script src="\/…" async> \(Next's scripts\) not found/,
    );
    const inlinePayload = /<script>self\.__next_f\.push\(\[1,[^<]*<\/script>/g;
    expect(run(nextPage.replace(inlinePayload, ""))).toThrow(
      /about.html: <script>self.__next_f.push\(\[1,"…"\]\)<\/script>/,
    );
    // A chunk the pattern does not take (another kind of push) would run before the chunks moved to the file.
    const binaryChunk = '<script>self.__next_f.push([3,"AAEC"])</script>';
    expect(run(nextPage.replace("</body>", `${binaryChunk}</body>`))).toThrow(/every inline payload chunk in the form/);
    expect(run(nextPage.replace("</body></html>", ""))).toThrow(/<\/body> \(where the loader goes\) not found/);
  });

  it("in the built page, the loader carries each file's integrity and the policy allows exactly that loader", () => {
    const { html, header, payloadFile } = securePage(nextPage, {
      file: "about.html",
      env: {},
      integrityFor: fakeIntegrity,
    });
    const loader = inlineScripts(html).at(-1)!;
    expect(header).toContain(hashSource(loader));
    expect(html).toContain(
      '<script src="/_next/static/polyfills.js" noModule="" integrity="sha384-of-/_next/static/polyfills.js">',
    );
    // Each script's preload names the integrity its script element asks with (else Chrome downloads it twice).
    for (const src of ["a", "b", "c"].map((name) => `/_next/static/${name}.js`))
      expect(html).toContain(
        `<link rel="preload" as="script" fetchpriority="low" href="${src}" integrity="sha384-of-${src}"/>`,
      );
    // What the bench counts as the page's first-load JavaScript reads the same list back.
    expect(afterPaintAssets(html)).toEqual({
      scripts: [
        ["/_next/static/a.js", "sha384-of-/_next/static/a.js"],
        ["/_next/static/b.js", "sha384-of-/_next/static/b.js"],
        ["/_next/static/c.js", "sha384-of-/_next/static/c.js"],
      ],
      payload: [payloadFile!.path, integrityOf(Buffer.from(payloadFile!.text))],
    });
    // Securing an already secured page changes nothing (the post-build may run twice on one out/).
    expect(securePage(html, { file: "about.html", env: {}, integrityFor: fakeIntegrity }).html).toBe(html);
  });
});
