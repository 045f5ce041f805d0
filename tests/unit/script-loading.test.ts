import { describe, expect, it } from "vitest";
import { deferredScripts } from "@/lib/scriptLoading";

describe("deferredScripts", () => {
  it("makes the framework's async scripts defer, keeping their other attributes", () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script>';
    expect(deferredScripts(html)).toBe(
      '<script src="/_next/static/chunks/a.js" defer="" integrity="sha384-x"></script>' +
        '<script src="/_next/static/chunks/b.js" defer=""></script>',
    );
  });

  it("leaves inline scripts, JSON-LD, other origins and already deferred scripts alone", () => {
    const html =
      "<script>self.__next_f=[]</script>" +
      '<script type="application/ld+json">{"async":""}</script>' +
      '<script src="https://example.com/x.js" async=""></script>' +
      '<script src="/_next/static/chunks/c.js" defer=""></script>';
    expect(deferredScripts(html)).toBe(html);
  });
});
