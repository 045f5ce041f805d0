import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/JsonLd";
import { faqPage, graph, serializeJsonLd } from "@/lib/structured-data";

const hostile = {
  question: "What if an answer says </script><script>alert('x')</script> or <!-- ?",
  answer: "It stays text: </SCRIPT> & \u2028 line separators too.",
};

describe("JSON-LD escaping", () => {
  it("serialises without any raw <, > or & while parsing back to the same data", () => {
    const data = graph(faqPage([hostile], { path: "/" }));
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it("renders one ld+json script a browser parses back to the data, even with </script> inside strings", () => {
    const data = graph(faqPage([hostile], { path: "/" }));
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, "text/html");
    const scripts = doc.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute("type")).toBe("application/ld+json");
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data);
  });
});
