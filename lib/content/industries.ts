import compiled from "@/.content/industries.json" with { type: "json" };
import { inLanguage } from "./inLanguage";
import type { IndustryEntry } from "./schemas/industries";

/** An industry a study can be filtered by (/case-studies/industry/<id>). */
export type Industry = Omit<IndustryEntry, "order">;

/** The industries the case studies are filtered by (content/industries/), in the filter's order. */
export const industriesIn = inLanguage<IndustryEntry>(compiled);

/** The English names: the filter pages, like the studies, are English. */
export const industries = industriesIn("en");
