import { z } from "zod";
import { pagePaths } from "@/lib/paths";
import { isoDate, text, textList } from "../schema";

// The record of each page that is not a service page or a list: content/pages/<id>.<language>.yml, one file per
// page. The file name is the page's id; its address is fixed by the site's code (lib/paths.ts and the page's
// folder in app/), so the record holds what an editor may change: its title and description, and the date.

const pageIds = Object.keys(pagePaths) as [keyof typeof pagePaths, ...(keyof typeof pagePaths)[]];

export const pageSchema = z
  .object({
    id: z.enum(pageIds, { error: `must be the name of a page: ${pageIds.join(", ")}` }),
    /** Place among the pages (the sitemap's and the route list's order): 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** Document title (the layout adds the agency name). */
    title: text(),
    /** What search engines and link previews show. */
    description: text(),
    keywords: textList().optional(),
    /** A page search engines should not list. */
    noindex: z.boolean().optional(),
    /** Date the copy last changed, for the sitemap. */
    updated: isoDate(),
  })
  .strict();

export type PageEntry = z.infer<typeof pageSchema>;
