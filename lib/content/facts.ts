import compiled from "@/.content/facts.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { FactsEntry } from "./schemas/facts";

/** The facts record (content/facts/) in a language: the figures are the English file's, the words its own. */
export const factsIn = onlyEntryIn<FactsEntry>(compiled);

/** The figures themselves, as the English file writes them. */
export const facts = factsIn("en");
