import { describe, expect, it } from "vitest";
import { htmlFileForRoute } from "@/lib/hosting";
import { prepareForIndex, resultTitle } from "@/scripts/postbuild/search-index";

describe("search index step helpers", () => {
  it("maps canonical routes to the exported HTML files", () => {
    expect(htmlFileForRoute("/")).toBe("index.html");
    expect(htmlFileForRoute("/about")).toBe("about.html");
    expect(htmlFileForRoute("/web-hosting-services/")).toBe("web-hosting-services.html");
    expect(htmlFileForRoute("/services/marketing/branding")).toBe("services/marketing/branding.html");
  });

  it("takes the result title from the document title without the agency suffix", () => {
    expect(resultTitle("<title>Web Hosting &amp; Domains | Deccan Digital</title>", "x")).toBe("Web Hosting & Domains");
    expect(resultTitle("<title></title>", "Fallback")).toBe("Fallback");
  });

  it("adds the title as metadata on <main>, escaped", () => {
    const html = '<body><header>Menu</header><main id="main" class="m"><h1>Hi</h1></main></body>';
    const out = prepareForIndex(html, 'Say "hi" & <go>');
    expect(out).toContain(
      '<main data-pagefind-meta="title:Say &quot;hi&quot; &amp; &lt;go>" id="main" class="m"><h1>Hi</h1>',
    );
    expect(() => prepareForIndex("<body></body>", "t")).toThrow(/no <main>/);
  });
});
