import { z } from "zod";
import { slug, text } from "../schema";

/** A client's words on home: content/testimonials/<id>.<language>.yml. */
export const testimonialSchema = z
  .object({
    id: slug(),
    /** Place in the carousel: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    quote: text(),
    /** The client's first name only, the same in every language (no two people the site names share one). */
    author: z.string().regex(/^\p{Lu}\p{Ll}+$/u, "must be one first name, e.g. Priya"),
    /** Business type and city, e.g. "boutique owner, Hyderabad". */
    role: text(),
  })
  .strict();

export type TestimonialEntry = z.infer<typeof testimonialSchema>;
