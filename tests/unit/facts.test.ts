import { describe, expect, it } from "vitest";
import { band, fill } from "@/lib/content/factFormats";
import { facts, factsIn } from "@/lib/content/facts";
import { phrasesOf } from "@/lib/content/factPhrases";
import { careersIn } from "@/lib/content/careers";
import { jobOpenings } from "@/lib/content/jobs";
import { site } from "@/lib/content/site";
import { collectionRecords } from "@/tests/support/collectionRecords";

// One set of facts a reader can believe all at once: every statement of a fact anywhere in content/ must say
// what the facts record (content/facts/) says. Each fact has a pattern that finds its statements in every string of every
// exported content record and every collection's record, however it is phrased (digits or words, hyphen, en
// dash or "to").

const modules = import.meta.glob<Record<string, unknown>>("/content/**/*.ts", { eager: true });
/** The insights articles (Markdown) are content too: the same facts must hold in them. */
const articles = import.meta.glob<string>("/content/**/*.md", { query: "?raw", import: "default", eager: true });

/** Every string reachable from the content modules' exports, with the joiners and no-break spaces made plain. */
function contentStrings(): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") found.add(value.replace(/\u2060/g, "").replace(/\u00a0/g, " "));
    else if (value && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      // A list item's key names it for its translations and is never shown.
      Object.entries(value).forEach(([name, item]) => name !== "key" && walk(item));
    }
  };
  Object.values(modules).forEach(walk);
  collectionRecords.forEach(walk);
  Object.values(articles).forEach(walk);
  return [...found];
}

const strings = contentStrings();

/** Every stat card in the content: a { value, label } record, read as "value label". */
function statCards(): { value: string; label: string }[] {
  const stats: { value: string; label: string }[] = [];
  const seen = new Set<unknown>();
  const walk = (v: unknown): void => {
    if (!v || typeof v !== "object" || seen.has(v)) return;
    seen.add(v);
    const r = v as Record<string, unknown>;
    if (typeof r.value === "string" && typeof r.label === "string") stats.push(r as { value: string; label: string });
    Object.values(r).forEach(walk);
  };
  Object.values(modules).forEach(walk);
  collectionRecords.forEach(walk);
  return stats;
}

const stats = statCards();
const words = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const num = `(\\d+|${words.join("|")})`;
const toNumber = (n: string): number => (/^\d+$/.test(n) ? Number(n) : words.indexOf(n.toLowerCase()));

/** Every match of `pattern` (global) across the content, with the words around it to name it in a failure. */
function statements(pattern: RegExp): { match: RegExpExecArray; text: string }[] {
  return strings.flatMap((whole) =>
    [...whole.matchAll(pattern)].map((match) => ({
      match,
      text: whole.slice(Math.max(0, match.index - 80), match.index + match[0].length + 80),
    })),
  );
}

/** "four to six", "4–6" and "4-6" all read as { min: 4, max: 6 }. */
const range = (min: string, max: string) => ({ min: toNumber(min), max: toNumber(max) });
const weeks = (span: { min: number; max: number }) => fill(facts.words.weeks, span);
const english = phrasesOf(facts, "en");
const telugu = factsIn("te").words;
const hindi = factsIn("hi").words;

describe("the content's statements of one fact agree with the facts record", () => {
  it("finds the content (the walk reaches the records)", () => {
    expect(strings.length).toBeGreaterThan(500);
    expect(strings.filter((s) => s.startsWith("---\n")).length).toBe(Object.keys(articles).length);
    expect(Object.keys(articles).length).toBeGreaterThan(0);
  });

  it.each([
    ["landing page", facts.timelines.landingPage],
    ["business website", facts.timelines.businessWebsite],
    ["walkthrough", facts.timelines.walkthrough],
  ] as const)("every %s timeline", (project, expected) => {
    // A range of weeks after the project's name, in the same clause (a price band, "₹35K–₹50K", is not one).
    const found = statements(new RegExp(`${project}s?\\b[^.;₹]*?\\b${num}\\s*(?:–|-|to)\\s*${num}\\b`, "gi"));
    expect(found.length).toBeGreaterThan(0);
    for (const { match, text } of found) expect(weeks(range(match[1]!, match[2]!)), text).toBe(weeks(expected));
  });

  it.each([
    ["landing page", facts.prices.landingPage],
    ["business website", facts.prices.businessWebsite],
    ["web app", facts.prices.webApp],
    ["branding pack", facts.prices.brandingPack],
  ] as const)("every %s price band", (item, price) => {
    const found = statements(
      new RegExp(`${item}[^.;]*?(₹[\\d.,]*\\d[KL]?\\+?)\\s*[–-]\u2060?\\s*(₹[\\d.,]*\\d[KL]?\\+?)`, "gi"),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const { match, text } of found) expect(`${match[1]}–\u2060${match[2]}`, text).toBe(band(price));
  });

  it("every branding project timeline (4-8 weeks, as given)", () => {
    const found = statements(/branding project[^.;₹]*?(\d+\s*(?:–|-|to)\s*\d+ weeks)/gi);
    expect(found.length).toBeGreaterThan(0);
    for (const { match, text } of found) expect(match[1], text).toBe(english["timelines.branding"]);
    for (const text of strings.filter((s) => /\d\s*[-–]\s*\d+ weeks/.test(s) && /branding/i.test(s)))
      expect(text).toContain(english["timelines.branding"]);
  });

  it("every count of logo concepts and of branding routes", () => {
    const concepts = statements(
      new RegExp(`\\b${num}(?:\\s*(?:–|-|to|or)\\s*${num})?\\s+(?:[a-z]+\\s+){0,2}?concepts\\b`, "gi"),
    );
    const routes = statements(
      new RegExp(`\\b${num}(?:\\s*(?:–|-|to|or)\\s*${num})?\\s+(?:[a-z]+\\s+){0,2}?routes\\b`, "gi"),
    );
    expect(concepts.length).toBeGreaterThan(0);
    expect(routes.length).toBeGreaterThan(0);
    for (const { match, text } of concepts) {
      expect(match[2], `a range of concepts: ${text}`).toBeUndefined();
      expect(toNumber(match[1]!), text).toBe(facts.logoConcepts);
    }
    for (const { match, text } of routes) {
      expect(match[2], `a range of routes: ${text}`).toBeUndefined();
      expect(toNumber(match[1]!), text).toBe(facts.brandingRoutes);
    }
  });

  it("every retainer term: notice period, no lock-in, no minimum term", () => {
    const notice = statements(new RegExp(`${num}[ -]days?['’]? notice`, "gi"));
    expect(notice.length).toBeGreaterThan(0);
    for (const { match, text } of notice) expect(toNumber(match[1]!), text).toBe(facts.noticeDays);
    // "Lock-in" is only ever said as the record says it ("no lock-in contracts"), never "locking you in".
    for (const text of strings.filter((s) => /\block(?:ing|ed)?[- ](?:you )?in\b/i.test(s)))
      expect(text.toLowerCase(), text).toContain(facts.words.lockIn);
    // Month to month with no lock-in leaves no room for a minimum term.
    for (const text of strings)
      expect(text, text).not.toMatch(new RegExp(`(?:first|minimum(?: of)?) ${num} months`, "i"));
  });

  it("every role's work mode is named by the perks and written on its card as it is", () => {
    const perks = careersIn("en")
      .intro.perks.map((p) => `${p.title} ${p.text}`)
      .join(" ");
    const modes = { Hybrid: "hybrid", "On-site": "onSite", Remote: "remote" } as const;
    for (const job of jobOpenings) {
      expect(job.location).toBe(`${job.city} · ${job.workplace}`);
      expect(perks.toLowerCase(), job.workplace).toContain(`${job.workplace.toLowerCase()} roles`);
      expect(perks).toContain(english[`workMode.${modes[job.workplace]}`]);
    }
    // "N office days" anywhere is the hybrid pattern.
    for (const { match, text } of statements(new RegExp(`${num} office days`, "gi")))
      expect(toNumber(match[1]!), text).toBe(facts.officeDays.hybrid);
  });

  it("every client count and every 24/7 says whose it is", () => {
    // Whose a count is, in English: "marketing" of "marketing clients".
    const counts = (Object.keys(facts.clientCounts) as (keyof typeof facts.clientCounts)[]).map((key) => ({
      key,
      value: facts.clientCounts[key],
      scope: facts.words.clientScopes[key].replace(/ clients$/, ""),
    }));
    for (const { match, text } of statements(/(\d+)\+ ([\w ]*?clients)/gi)) {
      const count = counts.find((c) => c.value === `${match[1]}+`);
      expect(count, `an unknown client count: ${text}`).toBeDefined();
      expect(match[2]!.toLowerCase(), text).toContain(count!.scope);
    }
    for (const stat of stats.filter((s) => /client/i.test(s.label))) {
      const count = counts.find((c) => c.value === stat.value);
      if (count) expect(stat.label.toLowerCase(), stat.value).toContain(count.scope);
    }
    // A Telugu or Hindi stat of a client count says whose it is in its own words.
    for (const { key, value } of counts)
      for (const language of [telugu, hindi])
        for (const stat of stats.filter((s) => s.value === value && /[\u0900-\u0c7f]/.test(s.label)))
          if (/[\u0900-\u097f]/.test(stat.label) === (language === hindi))
            expect(stat.label, stat.value).toContain(language.clientScopes[key]);
    const supportLabels = [facts.words.supportLabel, telugu.supportLabel, hindi.supportLabel];
    for (const stat of stats.filter((s) => s.value === facts.support)) expect(supportLabels).toContain(stat.label);
  });

  it.each([
    ["client satisfaction", facts.satisfaction],
    ["websites built", facts.websitesBuilt],
    ["brand transformations", facts.brandTransformations],
    ["years experience", facts.experience],
  ] as const)("every figure of %s", (label, value) => {
    const said = [
      ...statements(new RegExp(`([\\d.]+[%+]) ${label}`, "gi")).map(({ match, text }) => ({ value: match[1], text })),
      ...stats.filter((s) => s.label.toLowerCase() === label).map((s) => ({ value: s.value, text: s.label })),
    ];
    expect(said.length).toBeGreaterThan(1);
    for (const { value: v, text } of said) expect(v, text).toBe(value);
  });

  it("every opening-hours statement is one of the site record's three readings, each with its scope", () => {
    const { days, opens, closes } = site.hours.structuredData;
    const meetings = `${days[0]!.slice(0, 3)}–${days.at(-1)!.slice(0, 3)} ${opens}–${closes}`;
    const readings = [site.hours.contactPage.weekdays, site.hours.chat, meetings];
    for (const { match, text } of statements(/\bMon\s*[-–]\s*(?:Sat|Fri)\b[^.;]*/g))
      expect(
        readings.some((r) => match[0].startsWith(r)),
        text,
      ).toBe(true);
    expect(new Set(Object.values(site.hours.scopes)).size).toBe(3);
  });
});
