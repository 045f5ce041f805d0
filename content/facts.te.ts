import { facts } from "./facts";
import { figureOf, localFigure, officeDays, weeksOf, type FactsInLanguage } from "./factsInLanguage";

/** The words Telugu copy puts around the facts of content/facts.ts. */
export const localFacts: FactsInLanguage = {
  weeks: ({ min, max }) => `${min}–${max} వారాలు`,
  weeksUnbroken: ({ min, max }) => `${min}–\u2060${max}\u00a0వారాలు`,
  roi: `${figureOf(facts.roi)} వరకు`,
  roiMultiple: `${figureOf(facts.marketingResults.roi)} రెట్లు`,
  brandingTimeline: `${weeksOf(facts.timelines.branding).min}-${weeksOf(facts.timelines.branding).max} వారాలు`,
  campaignLaunch: "రెండు వారాల్లో",
  lockIn: "లాక్-ఇన్ కాంట్రాక్టులు లేవు",
  retainerTerms: `లాక్-ఇన్ కాంట్రాక్టులు లేవు; ${facts.retainer.noticeDays} రోజుల ముందు చెప్పి ఎప్పుడైనా ఆపేయవచ్చు`,
  cities: { Hyderabad: "హైదరాబాద్" },
  workModes: { Hybrid: "హైబ్రిడ్", "On-site": "ఆన్-సైట్", Remote: "రిమోట్" },
  workModeText: (mode) => {
    const days = officeDays(mode);
    if (days === 0) return "ఇంటి నుంచే; ప్రతి మూడు నెలలకు ఒకసారి మణికొండలో టీమ్ డే";
    if (days === 5) return "వారానికి ఐదు రోజులు మా మణికొండ ఆఫీసులో";
    return `వారానికి ${days} రోజులు మణికొండ ఆఫీసులో, ${5 - days} రోజులు ఇంటి నుంచి`;
  },
  clientScopes: { marketing: "మార్కెటింగ్ క్లయింట్లు", hosting: "హోస్టింగ్ క్లయింట్లు" },
  supportLabel: "హోస్టింగ్ సపోర్ట్",
  figure: (figure) => localFigure(figure, "రెట్లు"),
};
