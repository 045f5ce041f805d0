import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "@/lib/content/site";
import { collections } from "@/lib/content/collections";
import { compileCollection, type SourceFile } from "@/lib/content/compile";
import { privacyNoticeIn } from "@/lib/content/privacy";

// The privacy notice as data: the site record's facts and the links it writes by name, and what an editor is
// told when a name or a link is wrong.

const file = (locale: string, text?: string): SourceFile => {
  const path = `content/privacy/privacy.${locale}.yml`;
  return { path, text: text ?? readFileSync(path, "utf8") };
};
const problemsOf = (files: SourceFile[]) => compileCollection(collections.privacy, files).problems;

describe("the privacy notice's files", () => {
  it("compile without problems, and every language has every word", () => {
    const compiled = compileCollection(collections.privacy, [file("en"), file("te"), file("hi")]);
    expect(compiled.problems).toEqual([]);
    expect(compiled.lacks).toEqual({ en: [], te: [], hi: [] });
  });

  it("refuse a name that is none of the site's facts, with the field", () => {
    const english = file("en").text.replace("Write to {officer.email}", "Write to {officer.mail}");
    expect(problemsOf([file("en", english)])).toEqual([
      expect.stringMatching(
        /^content\/privacy\/privacy\.en\.yml: summary\.points.* writes \{officer\.mail\}, which is none/,
      ),
    ]);
  });

  it("refuse a link that leads nowhere on the site or in the mail", () => {
    const telugu = file("te").text.replace("(/contact)", "(javascript:alert)");
    expect(problemsOf([file("en"), file("te", telugu)])).toEqual([
      expect.stringMatching(
        /^content\/privacy\/privacy\.te\.yml: sections\[changes\]\.blocks.* links \[.*\]\(javascript:alert\)/,
      ),
    ]);
  });

  it("refuse to lose a section the page adds to", () => {
    const english = file("en").text.replace("key: your-rights", "key: rights");
    expect(problemsOf([file("en", english)])).toEqual([expect.stringContaining('has no section "your-rights"')]);
  });
});

describe("privacyNoticeIn", () => {
  it("puts in the site record's facts and makes [links](…) links", () => {
    for (const locale of ["en", "te", "hi"] as const) {
      const notice = privacyNoticeIn(locale);
      const text = JSON.stringify(notice);
      expect(text).not.toMatch(/\{[A-Za-z.]+\}|\]\(/);
      expect(text).toContain(`${site.privacy.retentionMonths.enquiries}`);
      expect(notice.version).toBe(site.privacy.noticeVersion);
      expect(notice.sections.find((section) => section.id === "who-we-are")!.blocks).toContainEqual(
        expect.arrayContaining([{ text: site.privacy.officer.email, href: `mailto:${site.privacy.officer.email}` }]),
      );
    }
  });
});
