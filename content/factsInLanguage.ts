import { facts, type PriceBand, type WeeksRange, type WorkMode } from "./facts";

// The facts of content/facts.ts as Telugu and Hindi copy reads them. The figures stay in facts.ts: these
// helpers only rewrite how they are written (₹35K becomes ₹35,000, in Indian digit grouping) or carry the
// words around them, so a translation never retypes a number.

/** "₹35K" → "₹35,000", "₹1.5L+" → "₹1,50,000+": a price of facts.ts in rupees with Indian digit grouping. */
export function rupees(price: string): string {
  const match = /^₹([\d.]+)([KL]?)(\+?)$/.exec(price);
  if (!match) throw new Error(`Not a price of facts.ts: "${price}"`);
  const [, amount, unit, plus] = match;
  const multiplier = unit === "K" ? 1_000 : unit === "L" ? 1_00_000 : 1;
  return `₹${Math.round(Number(amount) * multiplier).toLocaleString("en-IN")}${plus}`;
}

/** A price band in Indian digit grouping, kept on one line as the English one is. */
export const band = (price: PriceBand): string => `${rupees(price.from)}–\u2060${rupees(price.to)}`;

/** "4-8 weeks" → { min: 4, max: 8 }: a span facts.ts writes as text. */
export function weeksOf(text: string): WeeksRange {
  const match = /^(\d+)\s*[-–]\s*(\d+)/.exec(text);
  if (!match) throw new Error(`Not a span of weeks: "${text}"`);
  return { min: Number(match[1]), max: Number(match[2]) };
}

/** "Up to 60%" → "60%"; "4.2X" → "4.2": the figure without the English words around it. */
export const figureOf = (text: string): string => text.replace(/^Up to\s+/i, "").replace(/X$/, "");

/**
 * A figure of the English copy as a language writes it: "3X" → "3" and the language's word for times,
 * "10K+" → "10,000+"; any other figure ("98%", "500+") is the same in every language.
 */
export function localFigure(figure: string, times: string): string {
  const multiple = /^([\d.]+)X$/.exec(figure);
  if (multiple) return `${multiple[1]} ${times}`;
  const thousands = /^([\d.]+)K(\+?)$/.exec(figure);
  if (thousands) return `${Math.round(Number(thousands[1]) * 1_000).toLocaleString("en-IN")}${thousands[2]}`;
  return figure;
}

/** What the copy of one language says around the facts: each language's module fills one. */
export interface FactsInLanguage {
  /** "4–6 weeks" in the language. */
  weeks: (range: WeeksRange) => string;
  /** The same, kept on one line. */
  weeksUnbroken: (range: WeeksRange) => string;
  /** "Up to 60%" higher ROI, as the language says it. */
  roi: string;
  /** The average ROI multiple (4.2X). */
  roiMultiple: string;
  /** The branding project's span (4-8 weeks). */
  brandingTimeline: string;
  /** A campaign's time from brief to live ads (two weeks). */
  campaignLaunch: string;
  /** "no lock-in contracts". */
  lockIn: string;
  /** "no lock-in contracts; cancel with 30 days' notice". */
  retainerTerms: string;
  /** The cities of the job openings' offices, by their English name. */
  cities: Record<string, string>;
  /** Each work mode's name, as the careers cards show it. */
  workModes: Record<WorkMode, string>;
  /** A work mode in words, from its office days. */
  workModeText: (mode: WorkMode) => string;
  /** What each client count counts ("marketing clients", "hosting clients"). */
  clientScopes: Record<keyof typeof facts.clientCounts, string>;
  /** "24/7 Hosting Support". */
  supportLabel: string;
  /** A figure of the English copy in this language (see localFigure). */
  figure: (figure: string) => string;
}

/** Office days of a work mode, from facts.ts. */
export const officeDays = (mode: WorkMode): number => facts.workModes[mode].officeDays;
