import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { locales, type Locale } from "@/lib/locales";
import { compileCollection, type Collection } from "./compile";
import { band, capitalised, fill, inWords, rupees, unbroken } from "./factFormats";
import { factsSchema, type FactsEntry } from "./schemas/facts";

// The facts record (content/facts/) as a page's copy names it: a content file writes "{{satisfaction}} of
// clients" and the build puts in "98%", or the language's way of writing it, so a figure or a price is changed
// once and every page and language follows. The record is compiled from its files when a collection that names
// it is compiled: it is the one collection the others read while they are compiled.

export const factsCollection = {
  name: "facts",
  folder: "content/facts",
  schema: factsSchema,
  single: true,
} as const satisfies Collection;

const workModes = ["hybrid", "onSite", "remote"] as const;

/** Every {{name}} a content file in one language may write, and what it becomes. */
export function phrasesOf(facts: Omit<FactsEntry, "id">, locale: Locale): Record<string, string> {
  const { words } = facts;
  const full = locale !== "en";
  const phrases: Record<string, string> = {
    experience: facts.experience,
    satisfaction: facts.satisfaction,
    websitesBuilt: facts.websitesBuilt,
    brandTransformations: facts.brandTransformations,
    roi: fill(words.roi, { roi: facts.roi }),
    "marketingResults.roi": fill(words.roiMultiple, { multiple: facts.marketingResults.roiMultiple }),
    "marketingResults.campaigns": facts.marketingResults.campaigns,
    "marketingResults.trafficGrowth": facts.marketingResults.trafficGrowth,
    "ecommerce.projects": facts.ecommerce.projects,
    "ecommerce.satisfaction": facts.ecommerce.satisfaction,
    "ecommerce.experience": facts.ecommerce.experience,
    "support.value": facts.support,
    "support.label": words.supportLabel,
    "timelines.branding": fill(words.brandingWeeks, facts.timelines.branding),
    "timelines.campaignLaunch": words.campaignLaunch,
    lockIn: words.lockIn,
    "lockIn.capitalised": capitalised(words.lockIn),
  };
  phrases.retainerTerms = fill(words.retainerTerms, { lockIn: words.lockIn, noticeDays: facts.noticeDays });
  phrases["retainerTerms.capitalised"] = capitalised(phrases.retainerTerms);
  for (const [name, price] of Object.entries(facts.prices)) {
    phrases[`prices.${name}`] = band(price, full);
    // The low end alone: "packages from ₹20K".
    phrases[`prices.${name}.from`] = full ? rupees(price.from) : price.from;
  }
  // "50+" and who it counts, "marketing clients", in words of the language.
  for (const [name, value] of Object.entries(facts.clientCounts)) {
    phrases[`clientCounts.${name}`] = value;
    phrases[`clientCounts.${name}.clients`] = words.clientScopes[name as keyof typeof words.clientScopes];
  }
  for (const name of ["landingPage", "businessWebsite", "walkthrough"] as const) {
    phrases[`weeks.${name}`] = fill(words.weeks, facts.timelines[name]);
    phrases[`weeksUnbroken.${name}`] = unbroken(phrases[`weeks.${name}`]!);
  }
  // What a work mode means ("three office days in Manikonda, two from home"), and its name in the language.
  for (const mode of workModes) {
    const office = facts.officeDays[mode];
    const days = { officeDays: office, homeDays: 5 - office };
    const spelt = { "officeDays.inWords": inWords(days.officeDays), "homeDays.inWords": inWords(days.homeDays) };
    phrases[`workMode.${mode}`] = fill(words.workModes[mode].means, { ...days, ...spelt });
    phrases[`workModeName.${mode}`] = words.workModes[mode].name;
  }
  return phrases;
}

/** The facts record compiled from its files, in every language; undefined while it has a problem of its own. */
export function readFacts(root = process.cwd()): Record<Locale, FactsEntry> | undefined {
  const folder = join(root, factsCollection.folder);
  const files = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ path: `${factsCollection.folder}/${name}`, text: readFileSync(join(folder, name), "utf8") }));
  const compiled = compileCollection(factsCollection, files);
  if (compiled.problems.length) return undefined;
  return Object.fromEntries(locales.map((locale) => [locale, compiled.entries[locale][0]])) as Record<
    Locale,
    FactsEntry
  >;
}

let latest: { key: string; facts: ReturnType<typeof readFacts> } | undefined;

/**
 * The named facts a content file in a language may write as {{name}}, read afresh when the facts' files change
 * (`npm run dev` compiles again on every save). Null while the facts record itself has a problem: the build
 * reports that one, not every name it would then miss.
 */
export function factPhrases(locale: Locale): Record<string, string> | null {
  const folder = join(process.cwd(), factsCollection.folder);
  const key = readdirSync(folder)
    .map((name) => readFileSync(join(folder, name), "utf8"))
    .join("\0");
  if (latest?.key !== key) latest = { key, facts: readFacts() };
  const facts = latest.facts?.[locale];
  return facts ? phrasesOf(facts, locale) : null;
}
