import {
  capitalised,
  band as englishBand,
  facts,
  retainerTerms,
  weeks,
  weeksUnbroken,
  workModeText,
} from "@/content/facts";
import { localFacts as hindiFacts } from "@/content/facts.hi";
import { localFacts as teluguFacts } from "@/content/facts.te";
import { band as indianBand, rupees, type FactsInLanguage } from "@/content/factsInLanguage";
import { eachLocale, type Locale } from "@/content/locales";

// The facts of content/facts.ts as a page's copy writes them, by name: a content file writes
// "{{satisfaction}} of clients" and the build puts in "98%" (or the language's way of writing it), so a figure
// or a price is changed once, in content/facts.ts, and every page and language follows.

const ranges = {
  landingPage: facts.timelines.landingPage,
  businessWebsite: facts.timelines.businessWebsite,
  walkthrough: facts.timelines.walkthrough,
};

const workModes = { hybrid: "Hybrid", onSite: "On-site", remote: "Remote" } as const;

function shared(locale: Locale, local?: FactsInLanguage): Record<string, string> {
  const figure = local?.figure ?? ((value: string) => value);
  const band = local ? indianBand : englishBand;
  const phrases: Record<string, string> = {
    experience: figure(facts.experience),
    satisfaction: figure(facts.satisfaction),
    websitesBuilt: figure(facts.websitesBuilt),
    brandTransformations: figure(facts.brandTransformations),
    "support.value": facts.support.value,
    "marketingResults.campaigns": figure(facts.marketingResults.campaigns),
    "marketingResults.trafficGrowth": figure(facts.marketingResults.trafficGrowth),
    "ecommerce.projects": figure(facts.ecommerce.projects),
    "ecommerce.satisfaction": figure(facts.ecommerce.satisfaction),
    "ecommerce.experience": figure(facts.ecommerce.experience),
    "clientCounts.marketing": figure(facts.clientCounts.marketing.value),
    "clientCounts.hosting": figure(facts.clientCounts.hosting.value),
  };
  for (const [name, price] of Object.entries(facts.prices)) {
    phrases[`prices.${name}`] = band(price);
    // The low end alone: "packages from ₹20K".
    phrases[`prices.${name}.from`] = local ? rupees(price.from) : price.from;
  }
  // "marketing clients": who a client count counts, in words of the language.
  for (const [name, count] of Object.entries(facts.clientCounts))
    phrases[`clientCounts.${name}.clients`] =
      local?.clientScopes[name as keyof typeof facts.clientCounts] ?? `${count.scope} clients`;
  for (const [name, range] of Object.entries(ranges)) {
    phrases[`weeks.${name}`] = local ? local.weeks(range) : weeks(range);
    phrases[`weeksUnbroken.${name}`] = local ? local.weeksUnbroken(range) : weeksUnbroken(range);
  }
  // What a work mode means ("three office days in Manikonda, two from home"), and its name in the language.
  for (const [name, mode] of Object.entries(workModes)) {
    phrases[`workMode.${name}`] = local ? local.workModeText(mode) : workModeText(mode);
    phrases[`workModeName.${name}`] = local ? local.workModes[mode] : mode;
  }
  if (locale === "en")
    Object.assign(phrases, {
      roi: facts.roi,
      "marketingResults.roi": facts.marketingResults.roi,
      "timelines.branding": facts.timelines.branding,
      "timelines.campaignLaunch": facts.timelines.campaignLaunch,
      retainerTerms,
      "retainerTerms.capitalised": capitalised(retainerTerms),
      lockIn: facts.retainer.lockIn,
      "lockIn.capitalised": capitalised(facts.retainer.lockIn),
    });
  if (local)
    Object.assign(phrases, {
      roi: local.roi,
      "marketingResults.roi": local.roiMultiple,
      "timelines.branding": local.brandingTimeline,
      "timelines.campaignLaunch": local.campaignLaunch,
      retainerTerms: local.retainerTerms,
      lockIn: local.lockIn,
      "support.label": local.supportLabel,
    });
  return phrases;
}

/** The words each language writes around the facts; a language without them yet shows the English ones. */
const localWords: Partial<Record<Locale, FactsInLanguage>> = { te: teluguFacts, hi: hindiFacts };
const byLocale = eachLocale((locale) => shared(localWords[locale] ? locale : "en", localWords[locale]));

/** The named facts a content file in a language may write as {{name}}. */
export const factPhrases = (locale: Locale): Record<string, string> => byLocale[locale];
