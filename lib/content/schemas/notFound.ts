import { z } from "zod";
import { slug, text } from "../schema";
import { links } from "./pageParts";

/** The page shown for an unknown address, in each language: content/not-found/not-found.<language>.yml. */
export const notFoundSchema = z
  .object({
    id: slug(),
    title: text(),
    heading: text(),
    text: text(),
    /** What search engines and link previews show. */
    description: text(),
    /** Where a lost visitor can go next. */
    suggestions: links(),
  })
  .strict();

export type NotFoundEntry = z.infer<typeof notFoundSchema>;
