import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compileCollection } from "@/lib/content/compile";
import { factsCollection, phrasesOf } from "@/lib/content/factPhrases";
import type { FactsEntry } from "@/lib/content/schemas/facts";

// The facts record as the agency's editor meets it: a figure changed once changes every page's phrase, in
// every language, and a template that loses or invents a name is refused with the field and what to do.

const file = (locale: string) => readFileSync(`content/facts/facts.${locale}.yml`, "utf8");
const compile = (english: string, telugu = file("te")) =>
  compileCollection(factsCollection, [
    { path: "content/facts/facts.en.yml", text: english },
    { path: "content/facts/facts.te.yml", text: telugu },
  ]);
const entryIn = (english: string, locale: "en" | "te") => compile(english).entries[locale][0] as FactsEntry;

describe("the facts record", () => {
  it("puts a changed figure into every language's phrases, in that language's way of writing it", () => {
    const raised = file("en").replace('from: "₹35K"', 'from: "₹40K"').replace("hybrid: 3", "hybrid: 2");
    expect(compile(raised).problems).toEqual([]);
    const english = phrasesOf(entryIn(raised, "en"), "en");
    const telugu = phrasesOf(entryIn(raised, "te"), "te");
    expect(english["prices.businessWebsite"]).toBe("₹40K–\u2060₹50K");
    expect(telugu["prices.businessWebsite"]).toBe("₹40,000–\u2060₹50,000");
    expect(english["workMode.hybrid"]).toBe("two office days in Manikonda, three from home");
    expect(telugu["workMode.hybrid"]).toBe("వారానికి 2 రోజులు మణికొండ ఆఫీసులో, 3 రోజులు ఇంటి నుంచి");
    expect(english["weeksUnbroken.landingPage"]).toBe("1–\u20602\u00a0weeks");
    expect(english.retainerTerms).toBe("no lock-in contracts; cancel with 30 days' notice");
  });

  it("refuses a template that lost the figure it must name, or names one it cannot", () => {
    const lost = file("en").replace('weeks: "{min}–{max} weeks"', 'weeks: "{min} weeks"');
    expect(compile(lost).problems).toEqual(["content/facts/facts.en.yml: words.weeks must name {max}"]);
    const invented = file("te").replace('roi: "{roi} వరకు"', 'roi: "{roi} వరకు {price}"');
    expect(compile(file("en"), invented).problems).toEqual([
      "content/facts/facts.te.yml: words.roi names {price}, which is no fact here: it may name {roi}",
    ]);
  });

  it("refuses a price written any other way than ₹35K, ₹1.5L or ₹1.5L+, and a span that ends before it starts", () => {
    const problems = compile(
      file("en").replace('from: "₹20K"', 'from: "20,000 rupees"').replace("min: 4\n    max: 6", "min: 6\n    max: 4"),
    ).problems;
    expect(problems).toEqual([
      "content/facts/facts.en.yml: prices.landingPage.from must be a price in rupees such as ₹35K, ₹1.5L or ₹1.5L+ (K thousand, L lakh)",
      "content/facts/facts.en.yml: timelines.businessWebsite.max must end after it starts: max above min",
    ]);
  });
});
