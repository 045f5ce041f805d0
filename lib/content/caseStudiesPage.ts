import compiled from "@/.content/caseStudiesPage.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { CaseStudiesPageEntry } from "./schemas/caseStudiesPage";

/** The case-study list's copy (content/case-studies-page/), in a language. */
export type CaseStudiesPageCopy = Omit<CaseStudiesPageEntry, "id">;

export const caseStudiesPageIn = onlyEntryIn<CaseStudiesPageEntry>(compiled);

/** The English copy: the studies themselves, their pages and filters are English. */
export const caseStudiesPage: CaseStudiesPageCopy = caseStudiesPageIn("en");
