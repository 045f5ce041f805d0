import { z } from "zod";
import { slug, text } from "../schema";

/**
 * An industry the case studies are filtered by (/case-studies/industry/<id>): content/industries/<id>.<language>.yml.
 * A case study names it by its file name.
 */
export const industrySchema = z
  .object({
    id: slug(),
    /** Place in the filter: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    label: text(),
  })
  .strict();

export type IndustryEntry = z.infer<typeof industrySchema>;
