import { z } from "zod";
import { serviceIcons } from "@/lib/content/serviceTypes";
import { fixedCount, fixedText, slug, text, words } from "../schema";
import { keyedItems, link } from "./pageParts";

// The services overview's copy (/services): content/services-overview/services-overview.<language>.yml. The
// list of every service under the cards is the catalogue's (content/services/).

export const servicesOverviewSchema = z
  .object({
    id: slug(),
    eyebrow: text(),
    heading: text(),
    lead: text(),
    /**
     * The figures of the hero, the same in every language: a fact by name ({{satisfaction}}) or {count}, the
     * number of service pages in the Services menu.
     */
    figures: keyedItems(z.object({ value: z.string().trim().min(1, "is empty: write the figure"), label: text() })),
    panelNote: text(),
    cardsHeading: text(),
    /** Each card leads to the service page named by its file name in content/services/, e.g. seo. */
    cards: fixedCount(
      keyedItems(
        z.object({
          title: text(),
          serviceId: slug(),
          icon: z.enum(serviceIcons, { error: `must be one of: ${serviceIcons.join(", ")}` }),
          description: text(),
          features: fixedCount(
            words(z.array(z.string().trim().min(1, "has an empty line"))),
            4,
            "each card lists four features",
          ),
        }),
      ),
      8,
      "the overview shows eight service cards",
    ),
    /** {count} is the number of service pages in the Services menu. */
    allServices: z.object({ heading: text(), lead: text() }).strict(),
    closing: z
      .object({
        heading: text(),
        text: text(),
        action: link().extend({ label: fixedText("Let's catch up over coffee", "the overview's closing button") }),
      })
      .strict(),
  })
  .strict();

export type ServicesOverviewEntry = z.infer<typeof servicesOverviewSchema>;
