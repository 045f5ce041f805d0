import { z } from "zod";
import { fixedCount, slug, text, textList } from "../schema";
import { keyedItems } from "./pageParts";

// The contact page's own words (/contact): content/contact/contact.<language>.yml. The address, phone, e-mail
// and hours are the site record's (content/site/), the form's words content/forms/'s.

/** Which of the site record's hours a line of "Opening hours" gives (site.hours in content/site/site.en.yml). */
export const hoursReadings = ["contactPage", "chat", "structuredData"] as const;
export type HoursReading = (typeof hoursReadings)[number];

const imageFile = z.string().regex(/^\/images\/.+\.(svg|png|jpg|webp|avif)$/, "must be a file under /images/");
const pixels = z.number().int().positive("must be a whole number of pixels");

export const contactSchema = z
  .object({
    id: slug(),
    /** The button under the hero goes to the form on the page. */
    hero: z
      .object({ eyebrow: text(), heading: text(), lead: text(), cta: z.object({ label: text() }).strict() })
      .strict(),
    details: z
      .object({
        heading: text(),
        addressLabel: text(),
        phoneLabel: text(),
        emailLabel: text(),
        hoursLabel: text(),
        /**
         * Each reading of the hours under what it is for. In braces, the site record's values: {scope} and, by
         * reading, {weekdays} {sunday} (contactPage), {hours} (chat), {firstDay} {lastDay} {opens} {closes}
         * (structuredData).
         */
        hours: keyedItems(
          z.object({
            reading: z.enum(hoursReadings, { error: `must be one of: ${hoursReadings.join(", ")}` }),
            scope: text(),
            lines: textList(),
          }),
        ),
      })
      .strict(),
    map: z
      .object({
        /** The embed's title (read by screen readers) once the visitor loads it. */
        title: text(),
        /** A picture shipped with the site: nothing is fetched from a maps service until asked. */
        image: z.object({ src: imageFile, width: pixels, height: pixels, alt: text() }).strict(),
        loadLabel: text(),
        /** Without scripts the map cannot load in place: a link opens it on the maps service instead. */
        openLabel: text(),
        openNewTab: text(),
        loadNote: text(),
        directionsLabel: text(),
        directionsNewTab: text(),
      })
      .strict(),
    whyReachOut: z
      .object({
        heading: text(),
        reasons: fixedCount(
          keyedItems(z.object({ title: text(), text: text() })),
          5,
          "Why Reach Out gives five reasons",
        ),
      })
      .strict(),
  })
  .strict();

export type ContactEntry = z.infer<typeof contactSchema>;
