import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { parseExcerpt } from "@/components/search/excerpt";
import { decodeEntities } from "@/lib/html";

describe("parseExcerpt", () => {
  it("splits the highlighted words out of a Pagefind excerpt", () => {
    expect(parseExcerpt("Our <mark>branding</mark> team builds <mark>brand</mark> systems")).toEqual([
      { text: "Our ", match: false },
      { text: "branding", match: true },
      { text: " team builds ", match: false },
      { text: "brand", match: true },
      { text: " systems", match: false },
    ]);
  });

  it("decodes the page text's character references into plain text", () => {
    expect(parseExcerpt("Strategy &amp; identity &lt;b&gt; &quot;ROI&quot; &#39;24 &#x20B9;50,000")).toEqual([
      { text: 'Strategy & identity <b> "ROI" \'24 ₹50,000', match: false },
    ]);
  });

  it("never produces markup: encoded tags in the page copy stay characters when rendered", () => {
    const parts = parseExcerpt("&lt;img src=x onerror=alert(1)&gt; and <mark>&lt;script&gt;</mark>");
    const { container } = render(
      <p>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</p>,
    );
    expect(container.querySelector("img, script")).toBeNull();
    expect(container.textContent).toBe("<img src=x onerror=alert(1)> and <script>");
    expect(container.querySelectorAll("mark")).toHaveLength(1);
  });

  it("treats a raw tag other than <mark> as text, not as an element", () => {
    const parts = parseExcerpt('<img src=x onerror="alert(1)"> text');
    expect(parts).toEqual([{ text: '<img src=x onerror="alert(1)"> text', match: false }]);
  });

  it("leaves unknown or invalid references as typed", () => {
    expect(decodeEntities("&unknown; &#0; &#x110000; a&b")).toBe("&unknown; &#0; &#x110000; a&b");
  });
});
