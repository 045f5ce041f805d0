import { z } from "zod";
import { fixedCount, slug, text, textList } from "../schema";
import { callToAction, keyedItems } from "./pageParts";

// The About page's copy (/about): content/about/about.<language>.yml. The team itself is content/team/.

/** The values on the page, each drawn with its own icon (components/ui/icons/records.tsx). */
export const aboutValueIds = ["vision", "mission", "motto", "roots"] as const;
export type AboutValueId = (typeof aboutValueIds)[number];

const card = <Id extends readonly [string, ...string[]]>(ids: Id) =>
  z.object({ id: z.enum(ids, { error: `must be one of: ${ids.join(", ")}` }), title: text(), text: text() });

export const aboutSchema = z
  .object({
    id: slug(),
    hero: z.object({ eyebrow: text(), heading: text(), lead: text() }).strict(),
    intro: z
      .object({
        heading: text(),
        paragraphs: textList(),
        /** A figure and what it means, e.g. "{{roi}}" and "higher ROI for clients who…". */
        claim: z.object({ figure: text(), text: text() }).strict(),
      })
      .strict(),
    trusted: z.object({ heading: text(), lead: text(), items: keyedItems(card(aboutValueIds)) }).strict(),
    services: z
      .object({
        heading: text(),
        lead: text(),
        /** Each card links to the service page named by its file name in content/services/, e.g. seo. */
        cards: fixedCount(
          keyedItems(z.object({ serviceId: slug(), title: text(), description: text() })),
          6,
          "What We Do shows six service cards",
        ),
        linkLabel: text(),
      })
      .strict(),
    differentiators: z
      .object({
        heading: text(),
        items: fixedCount(keyedItems(card(["team", "client", "delivery"])), 3, "the page names three differentiators"),
      })
      .strict(),
    team: z.object({ heading: text(), lead: text() }).strict(),
    cta: callToAction(),
  })
  .strict();

export type AboutEntry = z.infer<typeof aboutSchema>;
