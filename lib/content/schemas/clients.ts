import { z } from "zod";
import { people } from "@/content/people";
import { slug, text } from "../schema";

// A business of the case studies: content/clients/<id>.<language>.yml. Fictional, like its owner
// (content/people.ts), named as its work shows it, with a logo drawn for the site. A case study names it by id.

const personIds = Object.keys(people) as [keyof typeof people, ...(keyof typeof people)[]];
const pixels = z.number().int().positive("must be a whole number of pixels");

export const clientSchema = z
  .object({
    id: slug(),
    /** Its place among the clients: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** The business's name, as its logo and its work show it, the same in every language. */
    name: z.string().trim().min(1, "is empty: write the business's name"),
    /** The owner or founder, who speaks for the business: a person of content/people.ts. */
    person: z.enum(personIds, { error: `must be a person of content/people.ts: ${personIds.join(", ")}` }),
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
