// Google's Core Web Vitals thresholds (web.dev/articles/vitals): at or under "good" is good, over "poor" is
// poor, between needs improvement. Judged at the 75th percentile of page views, as Google does.
import type { Metric } from "@/lib/measurement/event";

export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function rate(metric: Metric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** The 75th percentile by nearest rank (a value someone really had), or undefined for no values. */
export function p75(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** Each rating's share of `values`, in whole per cent that add up to 100 (largest remainders rounded up). */
export function ratingShares(metric: Metric, values: readonly number[]): Record<Rating, number> {
  const counts: Record<Rating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
  for (const v of values) counts[rate(metric, v)] += 1;
  return percentages(counts);
}

/** Counts as whole per cent adding up to exactly 100 (0 everywhere for no counts). */
export function percentages<K extends string>(counts: Record<K, number>): Record<K, number> {
  const keys = Object.keys(counts) as K[];
  const total = keys.reduce((sum, k) => sum + counts[k], 0);
  const result = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  if (!total) return result;
  const exact = keys.map((k) => ({ k, v: (counts[k] * 100) / total }));
  for (const { k, v } of exact) result[k] = Math.floor(v);
  let left = 100 - keys.reduce((sum, k) => sum + result[k], 0);
  for (const { k } of [...exact].sort((a, b) => (b.v % 1) - (a.v % 1))) {
    if (left-- <= 0) break;
    result[k] += 1;
  }
  return result;
}

/** Leads per visit as a percentage with one decimal; 0 when there were no visits. */
export function conversionRate(leads: number, visits: number): number {
  return visits > 0 ? Math.round((leads / visits) * 1000) / 10 : 0;
}

/** A metric's stored unit: milliseconds, or thousandths for CLS (so every histogram bucket is an integer). */
export const UNITS: Record<Metric, number> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/**
 * The upper edges of the Web Vitals histograms' buckets, in units: eleven a decade (1, 1.2, 1.5, 1.8, 2, 2.5, 3,
 * 4, 5, 6, 8), from 10 to 120,000. Every threshold above is an edge, so a bucket is rated exactly like the
 * values in it; and about fifty buckets a metric bound the histogram of a day and page whatever is sent.
 */
export const BUCKET_EDGES: readonly number[] = [1, 10, 100, 1000]
  .flatMap((decade) => [10, 12, 15, 18, 20, 25, 30, 40, 50, 60, 80].map((step) => step * decade))
  .concat([100_000, 120_000]);

/** A value's histogram bucket: the index of the smallest edge at or above it, in the metric's units. */
export function bucketIndex(metric: Metric, value: number): number {
  const units = value * UNITS[metric];
  const index = BUCKET_EDGES.findIndex((edge) => units <= edge);
  return index < 0 ? BUCKET_EDGES.length - 1 : index;
}
