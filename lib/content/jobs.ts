import compiled from "@/.content/jobs.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { factsIn } from "./facts";
import { inLanguage } from "./inLanguage";
import type { JobOpeningEntry } from "./schemas/jobs";

/** A job opening on /careers (content/jobs/), with its card's location line. Salaries are monthly rupees. */
export type JobOpening = Omit<JobOpeningEntry, "order"> & {
  /** The city and the work mode, as the card shows them: "Hyderabad · Hybrid". */
  location: string;
};

const entriesIn = inLanguage<JobOpeningEntry>(compiled);
const modeKeys = { Hybrid: "hybrid", "On-site": "onSite", Remote: "remote" } as const;

/** The city and the work mode in the language's words (content/facts/), found by their English names. */
function placeIn(locale: Locale, { city, workplace }: Pick<JobOpeningEntry, "city" | "workplace">): string {
  const english = factsIn("en").words.cities.find((entry) => entry.name === city);
  if (!english) throw new Error(`content/facts/facts.en.yml names no city "${city}": add it to its cities`);
  const { words } = factsIn(locale);
  const name = words.cities.find((entry) => entry.key === english.key)!.name;
  return `${name} · ${words.workModes[modeKeys[workplace]].name}`;
}

/** The openings in a language; the card's location line is the city and the work mode, never typed twice. */
export const jobOpeningsIn = (locale: Locale): JobOpening[] =>
  entriesIn(locale).map((job) => ({ ...job, location: placeIn(locale, job) }));

export const jobOpenings: JobOpening[] = jobOpeningsIn("en");
