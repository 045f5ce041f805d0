import { z } from "zod";
import { isoDate, slug, text } from "../schema";
import { callToAction } from "./pageParts";

// The case-study list's copy and its filtered pages' (/case-studies, /case-studies/service|industry/<id>):
// content/case-studies-page/case-studies-page.<language>.yml. The studies are content/case-studies/. In braces,
// filled as the page is made: {label} the service or industry, {n} the number of studies.

const heading = () => z.object({ title: text(), description: text(), heading: text() }).strict();

export const caseStudiesPageSchema = z
  .object({
    id: slug(),
    /** The list's address, fixed by the site's code (app/(en)/case-studies/). */
    path: z.literal("/case-studies", { error: "is the list's address, \"/case-studies\": the site's code fixes it" }),
    title: text(),
    description: text(),
    /** Date the copy last changed, for the sitemap. */
    updated: isoDate(),
    eyebrow: text(),
    heading: text(),
    lead: text(),
    filters: z.object({ label: text(), all: text(), serviceHeading: text(), industryHeading: text() }).strict(),
    serviceFilter: heading(),
    industryFilter: heading(),
    count: z.object({ one: text(), other: text() }).strict(),
    cardLink: text(),
    /** On each study's page. */
    study: z
      .object({
        factsLabel: text(),
        clientLabel: text(),
        industryLabel: text(),
        servicesLabel: text(),
        workHeading: text(),
        challengeHeading: text(),
        approachHeading: text(),
        resultsHeading: text(),
        timelineHeading: text(),
        quoteHeading: text(),
        moreHeading: text(),
        back: text(),
      })
      .strict(),
    /** The section each service page shows. */
    onServicePage: z.object({ eyebrow: text(), heading: text(), link: text() }).strict(),
    cta: callToAction(),
    note: text(),
  })
  .strict();

export type CaseStudiesPageEntry = z.infer<typeof caseStudiesPageSchema>;
