import { z } from "zod";
import { isoDate, slug } from "../schema";

// The site record: content/site/site.en.yml. The agency's name, phone, e-mail, address, hours, profiles and
// how it handles personal data, once: the header, footer, chat, contact page, privacy notice, forms, lead
// inbox and structured data all read it. Its words are English; each language's pages say it their own way.

const line = (what: string) => z.string().trim().min(1, `is empty: write the ${what}`);
const days = (what: string) => z.number().int().positive(`must be a whole number of ${what}`);

export const siteSchema = z
  .object({
    id: slug(),
    name: line("agency's name"),
    legalName: line("registered name"),
    tagline: line("tagline"),
    description: line("one-sentence description"),
    /** The Open Graph locale of the English pages. */
    locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, "must be a locale such as en_IN"),
    phone: z
      .object({
        display: line("number as it is shown, e.g. +91 98765 43210"),
        e164: z.string().regex(/^\+\d{8,15}$/, "must be the number in international form, e.g. +919876543210"),
      })
      .strict(),
    email: z.email("must be an e-mail address"),
    address: z
      .object({
        streetAddress: line("street address"),
        locality: line("locality"),
        city: line("city"),
        region: line("state"),
        postalCode: z.string().regex(/^\d{6}$/, "must be a six-digit PIN code"),
        country: line("country"),
        countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code, e.g. IN"),
      })
      .strict(),
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
    mapEmbedUrl: z.url({ protocol: /^https$/ }),
    mapViewUrl: z.url({ protocol: /^https$/ }),
    mapDirectionsUrl: z.url({ protocol: /^https$/ }),
    /** Three readings of the opening hours, each shown where it is used, with what it is for. */
    hours: z
      .object({
        contactPage: z.object({ weekdays: line("office hours"), sunday: line("Sunday's hours") }).strict(),
        chat: line("hours of replies on chat and phone"),
        structuredData: z
          .object({
            days: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])),
            opens: z.string().regex(/^\d{2}:\d{2}$/, "must be a time such as 09:00"),
            closes: z.string().regex(/^\d{2}:\d{2}$/, "must be a time such as 19:00"),
          })
          .strict(),
        scopes: z.object({ contactPage: line("label"), chat: line("label"), structuredData: line("label") }).strict(),
      })
      .strict(),
    social: z.array(
      z
        .object({
          platform: z.enum(["instagram", "facebook", "linkedin", "x", "youtube"]),
          label: line("name shown for the profile"),
          url: z.url({ protocol: /^https$/ }),
        })
        .strict(),
    ),
    foundingYear: z.number().int().min(1900).max(2100),
    privacy: z
      .object({
        updated: isoDate(),
        officer: z.object({ name: line("officer's name"), role: line("role"), email: z.email() }).strict(),
        retentionMonths: z.object({ enquiries: days("months"), applications: days("months") }).strict(),
        measurementRawDays: days("days"),
        answerDays: z.object({ request: days("days"), grievance: days("days") }).strict(),
        rightsKeepDays: z
          .object({ unconfirmed: days("days"), answered: days("days"), withdrawLinks: days("days") })
          .strict(),
      })
      .strict(),
  })
  .strict();
