import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "@/lib/content/cmsConfig";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";

// An image's description is what a reader who cannot see it gets: the editor does not save a piece of work
// without it in every language. A file written by hand without it shows the English and is listed as to do, as
// any missing words are, so a new language can still be added one file at a time.

const file = (locale: string) => ({
  path: `content/work/cafe-ads.${locale}.yml`,
  text: readFileSync(`content/work/cafe-ads.${locale}.yml`, "utf8"),
});

describe("a piece of work's description", () => {
  it("is required in every language in the editor, where a caption is required in English only", () => {
    const work = cmsConfig().collections.find((c) => c.name === "work")!;
    const field = (name: string) => work.fields!.find((f) => f.name === name)!;
    expect(field("alt")).toMatchObject({ i18n: true, required: true });
    expect(field("caption")).toMatchObject({ i18n: true, required: ["en"] });
  });

  it("left out of a file written by hand, shows the English and is listed as to do", () => {
    const withoutAlt = { ...file("te"), text: file("te").text.replace(/^alt: .*\n/m, "") };
    const compiled = compileCollection(collections.work, [file("en"), withoutAlt, file("hi")]);
    expect(compiled.problems).toEqual([]);
    expect(compiled.lacks.te).toEqual(["work/cafe-ads: alt"]);
  });
});
