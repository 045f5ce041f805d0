import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import { noticeVersionOf } from "@/lib/content/noticeVersion";
import { site } from "@/lib/content/site";

// The privacy notice's version, which every lead is stored with, follows the notice's text: an editor who changes
// a sentence of it at /admin, in any language, makes a new version without knowing there is one.

const files = readdirSync("content/privacy").map((name) => ({
  path: `content/privacy/${name}`,
  text: readFileSync(`content/privacy/${name}`, "utf8"),
}));
const versionOf = (changed = files) =>
  noticeVersionOf(site.privacy.updated, compileCollection(collections.privacy, changed).entries);

describe("the privacy notice's version", () => {
  it("is the one every form sends: the notice's date and a fingerprint of its text", () => {
    expect(site.privacy.noticeVersion).toBe(versionOf());
    expect(site.privacy.noticeVersion).toMatch(new RegExp(`^${site.privacy.updated}-[0-9a-f]{6}$`));
  });

  it("changes when a sentence changes, in English or in a translation", () => {
    for (const language of ["en", "hi"]) {
      const changed = files.map((file) =>
        file.path.endsWith(`.${language}.yml`) ? { ...file, text: file.text.replace(/^(lead: .*)$/m, "$1 !") } : file,
      );
      expect(changed).not.toEqual(files);
      expect(versionOf(changed), language).not.toBe(site.privacy.noticeVersion);
    }
  });
});
