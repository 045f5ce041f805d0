import compiled from "@/.content/jobs.json" with { type: "json" };
import { localFacts as hindiFacts } from "@/content/facts.hi";
import { localFacts as teluguFacts } from "@/content/facts.te";
import type { Locale } from "@/content/locales";
import { inLanguage } from "./inLanguage";
import type { JobOpeningEntry } from "./schemas/jobs";

/** A job opening on /careers (content/jobs/), with its card's location line. Salaries are monthly rupees. */
export type JobOpening = Omit<JobOpeningEntry, "order"> & {
  /** The city and the work mode, as the card shows them: "Hyderabad · Hybrid". */
  location: string;
};

const entriesIn = inLanguage<JobOpeningEntry>(compiled);
const translatedFacts = { te: teluguFacts, hi: hindiFacts };

function placeIn(locale: Locale, { city, workplace }: Pick<JobOpeningEntry, "city" | "workplace">): string {
  if (locale === "en") return `${city} · ${workplace}`;
  const { cities, workModes } = translatedFacts[locale];
  const name = cities[city];
  if (!name) throw new Error(`content/facts.${locale}.ts names no city "${city}": add it to its cities`);
  return `${name} · ${workModes[workplace]}`;
}

/** The openings in a language; the card's location line is the city and the work mode, never typed twice. */
export const jobOpeningsIn = (locale: Locale): JobOpening[] =>
  entriesIn(locale).map((job) => ({ ...job, location: placeIn(locale, job) }));

export const jobOpenings: JobOpening[] = jobOpeningsIn("en");
