import terms from "@/.content/terms.json" with { type: "json" };
import glossary from "@/.content/glossary.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { GlossaryEntry } from "./schemas/glossary";
import type { TermsEntry } from "./schemas/terms";

// The translation checks' word lists (content/terms/, content/glossary/): read by the tests of every
// translated page, never shown.

/** One term per concept in a language, with the variants it must not write, by the concept's key. */
export const termsIn = onlyEntryIn<TermsEntry>(terms);

/** The English a Telugu or Hindi page may keep in Latin script, each with why. */
export const glossaryTerms: GlossaryEntry[] = (glossary as { en: { terms: GlossaryEntry[] }[] }).en[0]!.terms;
