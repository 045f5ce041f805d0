import { describe, expect, it } from "vitest";
import { team } from "@/lib/content/team";
import { sanitizeRichText } from "@/lib/sanitize";

describe("sanitizeRichText (team bios)", () => {
  it("keeps the allowed formatting", () => {
    const html = "<p>One <strong>bold</strong> and <em>calm</em><br>line</p><ul><li>a</li></ul><ol><li>b</li></ol>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes script elements and their code", () => {
    const out = sanitizeRichText('<p>Hi</p><script>alert("x")</script>');
    expect(out).toBe("<p>Hi</p>");
    expect(out).not.toMatch(/script|alert/i);
  });

  it("removes event handler attributes", () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">Hi <strong onmouseover="x()">there</strong></p><img src=x onerror="alert(1)">',
    );
    expect(out).toBe("<p>Hi <strong>there</strong></p>");
    expect(out).not.toMatch(/on\w+=|img/i);
  });

  it("removes javascript: and data: link targets but keeps the text", () => {
    const out = sanitizeRichText(
      '<p><a href="javascript:alert(1)">click</a> <a href="JaVaScRiPt:alert(2)">two</a> <a href="data:text/html,x">three</a></p>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain("click");
    expect(out).toContain("three");
  });

  it("keeps web links, adds rel=noopener noreferrer and drops other attributes", () => {
    const out = sanitizeRichText(
      '<p><a href="https://example.com" target="_self" style="color:red" class="x" id="y">site</a></p>',
    );
    expect(out).toBe('<p><a href="https://example.com" rel="noopener noreferrer">site</a></p>');
  });

  it("removes tags outside the allow-list (iframe, style, headings, divs) safely", () => {
    const out = sanitizeRichText(
      '<div><h1>Title</h1><iframe src="https://evil.example"></iframe><style>p{}</style><p>ok</p></div>',
    );
    expect(out).not.toMatch(/<(div|h1|iframe|style)/i);
    expect(out).toContain("<p>ok</p>");
  });

  it("leaves every team bio unchanged: the content is already clean", () => {
    for (const member of team) expect(sanitizeRichText(member.bio)).toBe(member.bio);
  });
});
