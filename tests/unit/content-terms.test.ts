import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import type { TermsEntry } from "@/lib/content/schemas/terms";

// The translation checks' word lists as an editor changes them: kept exactly as written, and a term listed twice
// stops the build with the file and the field.

const file = (name: string) => readFileSync(`content/${name}`, "utf8");

describe("the terms and the glossary", () => {
  it("keep a variant's spaces, which keep it from matching inside a longer word", () => {
    const { entries, problems } = compileCollection(collections.terms, [
      { path: "content/terms/terms.en.yml", text: file("terms/terms.en.yml") },
      { path: "content/terms/terms.te.yml", text: file("terms/terms.te.yml") },
    ]);
    expect(problems).toEqual([]);
    const price = (entries.te[0] as TermsEntry).terms.find((entry) => entry.key === "price")!;
    expect(price.wrong).toContain("వెల ");
  });

  it("refuse a glossary term listed twice", () => {
    const twice = `${file("glossary/glossary.en.yml")}  - term: "SEO"\n    kind: "term"\n    reason: "Again"\n`;
    const { problems } = compileCollection(collections.glossary, [
      { path: "content/glossary/glossary.en.yml", text: twice },
    ]);
    const listed = twice.match(/^ {2}- term:/gm)!.length;
    expect(problems).toEqual([`content/glossary/glossary.en.yml: terms[item ${listed}].term "SEO" is listed twice`]);
  });
});
