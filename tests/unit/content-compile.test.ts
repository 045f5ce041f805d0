import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "@/lib/content/collections";
import { jsonSchemasOf } from "@/lib/content/jsonSchema";
import { compileCollection, type Collection, type SourceFile } from "@/lib/content/compile";
import { keyedList, slug, text, textList } from "@/lib/content/schema";

// The content layer as an editor meets it: what a bad file is told, and what a translation shows.

const fixture: Collection = {
  name: "offers",
  folder: "content/offers",
  schema: z
    .object({
      id: slug(),
      order: z.number().int().positive(),
      title: text(),
      price: z.number().int().positive("must be a whole number of rupees"),
      kind: z.enum(["retainer", "project"]),
      starts: z.iso.date("is not a date written as YYYY-MM-DD"),
      points: textList(),
      steps: keyedList(z.object({ icon: z.enum(["pen", "code"]), title: text() })),
    })
    .strict(),
};

const english = `order: 1
title: Website care
price: 5000
kind: retainer
starts: 2026-12-01
points: [Backups every day, Updates every week]
steps:
  - { key: plan, icon: pen, title: Plan }
  - { key: build, icon: code, title: Build }
`;
const telugu = `title: వెబ్‌సైట్ సంరక్షణ
steps:
  - { key: build, title: నిర్మాణం }
  - { key: plan, title: ప్రణాళిక }
`;

const files = (...pairs: [string, string][]): SourceFile[] =>
  pairs.map(([name, text]) => ({ path: `content/offers/${name}`, text }));
const compile = (...pairs: [string, string][]) => compileCollection(fixture, files(...pairs));

describe("a collection's files compiled", () => {
  it("lays each translated list item on the English item with its key, whatever the order", () => {
    const reordered = english.replace(
      "  - { key: plan, icon: pen, title: Plan }\n  - { key: build, icon: code, title: Build }",
      "  - { key: build, icon: code, title: Build }\n  - { key: plan, icon: pen, title: Plan }",
    );
    for (const source of [english, reordered]) {
      const { entries, problems } = compile(["care.en.yml", source], ["care.te.yml", telugu]);
      expect(problems).toEqual([]);
      const steps = (entries.te[0] as { steps: { key: string; icon: string; title: string }[] }).steps;
      expect(steps.find((step) => step.key === "plan")).toEqual({ key: "plan", icon: "pen", title: "ప్రణాళిక" });
      expect(steps.find((step) => step.key === "build")).toEqual({ key: "build", icon: "code", title: "నిర్మాణం" });
      expect(steps.map((step) => step.key)).toEqual(
        (entries.en[0] as { steps: { key: string }[] }).steps.map((step) => step.key),
      );
    }
  });

  it("shows the English where a language has no words yet, and lists it", () => {
    const { entries, lacks } = compile(["care.en.yml", english], ["care.te.yml", telugu]);
    expect((entries.te[0] as { points: string[] }).points).toEqual(["Backups every day", "Updates every week"]);
    expect(lacks.te).toEqual(["offers/care: points"]);
    expect(lacks.hi).toEqual(["offers/care: all of it (no hi file)"]);
    expect((entries.hi[0] as { title: string }).title).toBe("Website care");
  });

  it("sorts the entries by their order", () => {
    const second = english.replace("order: 1", "order: 2");
    const { entries } = compile(["a-first.en.yml", second], ["b-second.en.yml", english]);
    expect(entries.en.map((entry) => (entry as { id: string }).id)).toEqual(["b-second", "a-first"]);
  });
});

describe("a bad entry is refused with the file, the field and the fix", () => {
  const refusals: [string, [string, string][], string][] = [
    [
      "a missing field",
      [["care.en.yml", english.replace("title: Website care\n", "")]],
      "content/offers/care.en.yml: title is missing",
    ],
    [
      "an empty text",
      [["care.en.yml", english.replace("Website care", '""')]],
      "content/offers/care.en.yml: title is empty: write the text, or remove the field",
    ],
    [
      "a misspelt field",
      [["care.en.yml", `${english}titel: Care\n`]],
      'content/offers/care.en.yml: the file has "titel", a field this collection does not know (check the spelling, or remove it)',
    ],
    [
      "a choice not on the list",
      [["care.en.yml", english.replace("kind: retainer", "kind: monthly")]],
      "content/offers/care.en.yml: kind must be one of: retainer, project",
    ],
    [
      "a date in another format",
      [["care.en.yml", english.replace("2026-12-01", "1 Dec 2026")]],
      "content/offers/care.en.yml: starts is not a date written as YYYY-MM-DD",
    ],
    [
      "a figure in words",
      [["care.en.yml", english.replace("price: 5000", "price: five thousand")]],
      "content/offers/care.en.yml: price should be a number",
    ],
    [
      "a list item without a key",
      [["care.en.yml", english.replace("key: plan, ", "")]],
      "content/offers/care.en.yml: steps[item 1].key is missing",
    ],
    [
      "a key used twice",
      [["care.en.yml", english.replace("key: build", "key: plan")]],
      'content/offers/care.en.yml: steps[plan].key "plan" is used twice in this list',
    ],
    [
      "a figure changed in one language",
      [
        ["care.en.yml", english],
        ["care.te.yml", `${telugu}price: 4000\n`],
      ],
      'content/offers/care.te.yml: the file has "price", which a translation does not write: links, figures and dates are set once, in the English file',
    ],
    [
      "a translation of an item the English lacks",
      [
        ["care.en.yml", english],
        ["care.te.yml", telugu.replace("key: plan", "key: launch")],
      ],
      "content/offers/care.te.yml: steps[launch] has no English item with that key (content/offers/care.en.yml)",
    ],
    [
      "a translation without its English file",
      [["care.te.yml", telugu]],
      "content/offers/care.te.yml: has no English file (content/offers/care.en.yml): the English entry comes first",
    ],
    [
      "a file named without its language",
      [["care.yml", english]],
      "content/offers/care.yml: is not named <id>.<language>.yml (languages: en, te, hi)",
    ],
    [
      "broken YAML",
      [["care.en.yml", english.replace("kind: retainer", "kind: [retainer")]],
      "content/offers/care.en.yml: line 5: Flow sequence in block collection must be sufficiently indented and end with a ]",
    ],
  ];
  it("a page's folder refuses a second entry, and says where its copy must be", () => {
    const page: Collection = { ...fixture, name: "care", folder: "content/care", single: true };
    const { problems } = compileCollection(page, [
      { path: "content/care/care.en.yml", text: english },
      { path: "content/care/care-copy.en.yml", text: english },
    ]);
    expect(problems).toEqual([
      "content/care/care-copy.en.yml: this folder holds one page, care.en.yml: remove the file",
    ]);
    const misnamed = compileCollection(page, [{ path: "content/care/home.en.yml", text: english }]);
    expect(misnamed.problems).toContain("content/care/care.en.yml: is missing: the page has no English copy");
  });

  it.each(refusals)("%s", (_kind, pairs, message) => {
    const { problems } = compile(...pairs);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });
});

describe("the site's own content", () => {
  it.each(Object.values(collections))("$name compiles without a problem", (collection) => {
    const names = readdirSync(collection.folder).filter((name) => name.endsWith(".yml"));
    const sources = names.map((name) => {
      const path = `${collection.folder}/${name}`;
      return { path, text: readFileSync(path, "utf8") };
    });
    const { problems, entries } = compileCollection(collection, sources);
    expect(problems).toEqual([]);
    expect(entries.en.length).toBeGreaterThan(0);
  });
});

describe("the published JSON Schemas", () => {
  it.each(Object.values(collections))(
    "of $name are the ones its zod schema gives (npm run content:schemas)",
    (collection) => {
      for (const [name, schema] of Object.entries(jsonSchemasOf(collection)))
        expect(JSON.parse(readFileSync(`content/schemas/${name}`, "utf8")), name).toEqual(schema);
    },
  );

  it("are mapped to each collection's files for the editor's YAML plugin", () => {
    const mapped = JSON.stringify(JSON.parse(readFileSync(".vscode/settings.json", "utf8"))["yaml.schemas"]);
    for (const collection of Object.values(collections)) {
      expect(mapped).toContain(`"./content/schemas/${collection.name}.schema.json":"${collection.folder}/*.en.yml"`);
      expect(mapped).toContain(`${collection.name}.translation.schema.json":["${collection.folder}/*.te.yml"`);
    }
  });
});
