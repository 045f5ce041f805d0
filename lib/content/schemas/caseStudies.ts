import { z } from "zod";
import { idOf } from "../references";
import { isoDate, keyedList, slug, text, textList } from "../schema";

// A case study: content/case-studies/<slug>.<language>.yml, the file name its address (/case-studies/<slug>).
// The client, the industry, the services and the work are named by their ids and checked.

const clientId = idOf("content/clients", "a client");
const workId = idOf("content/work", "a piece of work");

export const caseStudySchema = z
  .object({
    id: slug(),
    /** Place on /case-studies: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    title: text(),
    /** The search result's description. */
    description: text().refine((value) => value.length >= 50 && value.length <= 160, {
      message: "must be 50 to 160 characters, the length a search result shows",
    }),
    client: clientId,
    /** The industry by the name of its file in content/industries/, e.g. healthcare. */
    industry: idOf("content/industries", "an industry"),
    /** The services used, the main one first: the names of their files in content/services/. */
    services: z.array(slug()).min(1, "needs at least one service"),
    /** The headline result on cards and service pages. */
    headline: z.object({ value: text(), label: text() }).strict(),
    summary: text(),
    challenge: textList(),
    approach: keyedList(z.object({ title: text(), description: text() })),
    results: keyedList(z.object({ value: text(), label: text() })),
    timeline: keyedList(z.object({ period: text(), description: text() })),
    quote: z.object({ text: text() }).strict().optional(),
    /** The work made for the client, at least two pieces; the first stands for the study on cards. */
    work: z.array(workId).min(2, "needs at least two pieces of work"),
    published: isoDate(),
    updated: isoDate(),
  })
  .strict();

export type CaseStudyEntry = z.infer<typeof caseStudySchema>;
