import { facts } from "./facts";
import { figureOf, localFigure, officeDays, weeksOf, type FactsInLanguage } from "./factsInLanguage";

/** The words Hindi copy puts around the facts of content/facts.ts. */
export const localFacts: FactsInLanguage = {
  weeks: ({ min, max }) => `${min}–${max} हफ़्ते`,
  weeksUnbroken: ({ min, max }) => `${min}–\u2060${max}\u00a0हफ़्ते`,
  roi: `${figureOf(facts.roi)} तक`,
  roiMultiple: `${figureOf(facts.marketingResults.roi)} गुना`,
  brandingTimeline: `${weeksOf(facts.timelines.branding).min}-${weeksOf(facts.timelines.branding).max} हफ़्ते`,
  campaignLaunch: "दो हफ़्तों में",
  lockIn: "कोई लॉक-इन कॉन्ट्रैक्ट नहीं",
  retainerTerms: `कोई लॉक-इन कॉन्ट्रैक्ट नहीं; ${facts.retainer.noticeDays} दिन पहले बताकर कभी भी बंद करें`,
  cities: { Hyderabad: "हैदराबाद" },
  workModes: { Hybrid: "हाइब्रिड", "On-site": "ऑन-साइट", Remote: "रिमोट" },
  workModeText: (mode) => {
    const days = officeDays(mode);
    if (days === 0) return "घर से; हर तीन महीने में एक बार मणिकोंडा में टीम डे";
    if (days === 5) return "हफ़्ते में पाँचों दिन हमारे मणिकोंडा ऑफ़िस से";
    return `हफ़्ते में ${days} दिन मणिकोंडा ऑफ़िस से, ${5 - days} दिन घर से`;
  },
  clientScopes: { marketing: "मार्केटिंग क्लाइंट", hosting: "होस्टिंग क्लाइंट" },
  supportLabel: "होस्टिंग सपोर्ट",
  figure: (figure) => localFigure(figure, "गुना"),
};
