import { z } from "zod";
import { slug, text } from "../schema";
import { callToAction, keyedItems } from "./pageParts";

// The insights blog's copy and settings (/insights, its pages and topics): content/insights-page/
// insights-page.<language>.yml. The guides are the Markdown files of content/insights/. In braces, filled as the
// page is made: {n} a page number or minutes, {total} the number of pages, {label} a topic.

const wholeNumber = z.number().int().positive("must be a whole number from 1");

export const insightsPageSchema = z
  .object({
    id: slug(),
    /** The blog's address, fixed by the site's code (app/(en)/insights/). */
    path: z.literal("/insights", { error: "is the blog's address, \"/insights\": the site's code fixes it" }),
    title: text(),
    description: text(),
    eyebrow: text(),
    heading: text(),
    lead: text(),
    /** Guides per index page (past it, /insights/page/<n>): even, so a page fills the cards' two columns. */
    pageSize: wholeNumber.refine((size) => size % 2 === 0, "must be even, so no card is left alone on a row"),
    pageTitle: text(),
    pageDescription: text(),
    tagTitle: text(),
    tagDescription: text(),
    tagHeading: text(),
    tagsLabel: text(),
    allTopics: text(),
    pagination: z.object({ label: text(), previous: text(), next: text(), page: text() }).strict(),
    readMore: text(),
    readingTime: text(),
    by: text(),
    publishedLabel: text(),
    updatedLabel: text(),
    tocHeading: text(),
    /** A guide gets a table of contents when it has at least this many sections. */
    tocMinSections: wholeNumber,
    relatedHeading: text(),
    relatedStudiesHeading: text(),
    feeds: z.object({ rss: text(), atom: text(), label: text() }).strict(),
    /** The feeds carry the English guides, so they keep their English name in every language. */
    feedTitle: z.string().trim().min(1, "is empty: write the feeds' name"),
    cta: callToAction(),
    /** On each service page. */
    onServicePage: z.object({ eyebrow: text(), heading: text() }).strict(),
    /** The topics a guide's front matter may name by key; each has /insights/tag/<key>. */
    tags: keyedItems(z.object({ label: text() })),
  })
  .strict();

export type InsightsPageEntry = z.infer<typeof insightsPageSchema>;
