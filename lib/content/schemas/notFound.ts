import { z } from "zod";
import { fixedText, slug, text } from "../schema";
import { links } from "./pageParts";

/** The page shown for an unknown address, in each language: content/not-found/not-found.<language>.yml. */
export const notFoundSchema = z
  .object({
    id: slug(),
    title: fixedText("Page Not Found", "the page for an unknown address says so"),
    heading: fixedText("404 - Page Not Found", "the page for an unknown address says so"),
    text: fixedText("The page you are looking for does not exist.", "the page for an unknown address says so"),
    /** What search engines and link previews show. */
    description: text(),
    /** Where a lost visitor can go next. */
    suggestions: links(),
  })
  .strict();

export type NotFoundEntry = z.infer<typeof notFoundSchema>;
