import { z } from "zod";
import { slug, text } from "../schema";

// A business of the case studies: content/clients/<id>.<language>.yml. Fictional, like its owner, named as its
// work shows it, with a logo drawn for the site. A case study names it by id. The owners are named by first name
// only, and no two people the site names share one (tests/unit/people.test.ts): the agency replaces or confirms
// them before launch.

const pixels = z.number().int().positive("must be a whole number of pixels");

export const clientSchema = z
  .object({
    id: slug(),
    /** Its place among the clients: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** The business's name, as its logo and its work show it, the same in every language. */
    name: z.string().trim().min(1, "is empty: write the business's name"),
    /** The owner or founder, who speaks for the business: a first name, the same in every language. */
    owner: z
      .string()
      .regex(/^\p{Lu}\p{Ll}+$/u, "must be a first name alone, e.g. Ravi: the site names clients by first name"),
    /** What the person runs, as a reader would say it: "café chain owner". */
    business: text(),
    city: text(),
    /** An SVG in /images/clients/, drawn at this size. */
    logo: z
      .object({
        src: z
          .string()
          .regex(
            /^\/images\/clients\/[a-z0-9-]+\.svg$/,
            "must be an SVG in /images/clients/, e.g. /images/clients/x.svg",
          ),
        width: pixels,
        height: pixels,
      })
      .strict(),
  })
  .strict();

export type ClientEntry = z.infer<typeof clientSchema>;
