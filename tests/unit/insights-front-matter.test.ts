// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validateFrontMatter } from "@/lib/insights/frontMatter";
import { allPosts, indexPage, parsePost } from "@/lib/insights/posts";
import { renderPost } from "@/lib/insights/render";

// The insights front matter validator: a broken post must fail the build with the file and field named.

const valid = {
  title: "Local SEO in Hyderabad: a checklist",
  description: "A step-by-step local SEO checklist for Hyderabad businesses, from Google Business Profile to reviews.",
  published: "2026-09-08",
  updated: "2026-11-18",
  author: "karthik-rao",
  tags: ["local-seo", "seo"],
  services: ["seo"],
};

const file = "content/insights/example-post.md";

function errorOf(data: unknown): string {
  try {
    validateFrontMatter(file, data);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the front matter to be rejected");
}

describe("validateFrontMatter", () => {
  it("accepts a complete front matter and returns it typed", () => {
    expect(validateFrontMatter(file, valid)).toEqual(valid);
  });

  it("accepts dates YAML read as Date objects (unquoted in the file)", () => {
    const fm = validateFrontMatter(file, {
      ...valid,
      published: new Date("2026-09-08T00:00:00Z"),
      updated: new Date("2026-11-18T00:00:00Z"),
    });
    expect(fm.published).toBe("2026-09-08");
    expect(fm.updated).toBe("2026-11-18");
  });

  it("names the file and a missing field", () => {
    const message = errorOf({ ...valid, author: undefined });
    expect(message).toContain(file);
    expect(message).toContain('field "author"');
  });

  it("rejects an author who is not on the team", () => {
    const message = errorOf({ ...valid, author: "ravi-guest" });
    expect(message).toContain('field "author"');
    expect(message).toContain('"ravi-guest" is not a team member id');
  });

  it("rejects an unknown tag and names its position", () => {
    expect(errorOf({ ...valid, tags: ["seo", "growth-hacks"] })).toContain('field "tags.1"');
  });

  it("rejects an unknown related service", () => {
    expect(errorOf({ ...valid, services: ["seo-hyderabad"] })).toContain('field "services.0"');
  });

  it("rejects a date that is not YYYY-MM-DD, and an update before publication", () => {
    expect(errorOf({ ...valid, published: "8 Sept 2026" })).toContain('field "published"');
    expect(errorOf({ ...valid, updated: "2026-01-01" })).toContain('field "updated": must not be before published');
  });

  it("rejects a description too long for a meta description, and fields it does not know", () => {
    expect(errorOf({ ...valid, description: "x".repeat(161) })).toContain('field "description"');
    expect(errorOf({ ...valid, draft: true })).toMatch(/draft/);
  });

  it("lists every broken field at once", () => {
    const message = errorOf({ ...valid, title: "", tags: [] });
    expect(message).toContain('field "title"');
    expect(message).toContain('field "tags"');
  });
});

describe("parsePost", () => {
  const source = (frontMatter: string) => `---\n${frontMatter}\n---\n\n## First\n\nSome words here.\n`;
  const good = [
    'title: "Local SEO in Hyderabad: a checklist"',
    `description: "${valid.description}"`,
    'published: "2026-09-08"',
    "updated: 2026-11-18",
    "author: karthik-rao",
    "tags: [local-seo]",
    "services: [seo]",
  ].join("\n");

  it("reads the front matter, slug, path and reading time of a Markdown file", () => {
    const post = parsePost(file, source(good));
    expect(post).toMatchObject({
      slug: "example-post",
      path: "/insights/example-post",
      updated: "2026-11-18",
      readingMinutes: 1,
    });
    expect(post.body).toContain("## First");
  });

  it("fails on a broken front matter with the file named", () => {
    expect(() => parsePost(file, source(good.replace("author: karthik-rao", "author: nobody")))).toThrow(
      /example-post\.md[\s\S]*field "author"/,
    );
  });

  it("every post in content/insights passes", () => {
    const posts = allPosts();
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) expect(post.words, post.slug).toBeGreaterThan(400);
  });
});

describe("renderPost", () => {
  it("gives h2 and h3 ids for the table of contents and demotes a stray h1", () => {
    const { html, toc } = renderPost("# Title\n\n## What it costs\n\n### In Hyderabad\n\n## What it costs\n");
    expect(toc).toEqual([
      { id: "h-title", text: "Title", level: 2 },
      { id: "h-what-it-costs", text: "What it costs", level: 2 },
      { id: "h-in-hyderabad", text: "In Hyderabad", level: 3 },
      { id: "h-what-it-costs-2", text: "What it costs", level: 2 },
    ]);
    expect(html).toContain('<h2 id="h-what-it-costs">What it costs</h2>');
    expect(html).not.toContain("<h1");
  });

  it("sets straight quotes and apostrophes as typographic ones, in the headings and their contents entry", () => {
    const { html, toc } = renderPost('## SEO basics, not "SEO packages"\n\nGoogle\'s map pack, `code "as is"`.\n');
    expect(html).toContain("SEO basics, not “SEO packages”</h2>");
    expect(html).toContain('Google’s map pack, <code>code "as is"</code>');
    expect(toc[0]!.text).toBe("SEO basics, not “SEO packages”");
  });

  it("sanitises the HTML: no scripts, handlers or table align attributes", () => {
    const { html } = renderPost(
      'Hi <script>alert(1)</script><img src=x onerror="x()">\n\n| a | b |\n| --- | ---: |\n| 1 | 2 |\n',
    );
    expect(html).not.toMatch(/script|onerror|<img|align=/i);
    // A table may scroll sideways on a phone: focusable, so a keyboard can scroll it too.
    expect(html).toContain('<table tabindex="0">');
  });
});

describe("the insights index's pages", () => {
  it("fill the cards' two columns: no page leaves a lone card on a row of its own", () => {
    const { pages } = indexPage(1);
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n++) expect(indexPage(n).posts.length % 2, `page ${n}`).toBe(0);
  });
});
