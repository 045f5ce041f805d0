import { z } from "zod";
import { keyedRecords, slug, text, words } from "../schema";

// The facts record: content/facts/facts.en.yml. The figures, prices and spans the site states on many pages
// (home, about, the services, the chat, careers), each once, and the words each language puts around them. A
// content file names one as {{satisfaction}} or {{prices.businessWebsite}} (lib/content/factPhrases.ts), so a
// figure is changed here and every page and language follows.

const figure = (example: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(?:\.\d+)?[%+]?$/, `must be a figure such as ${example}`);
const price = z
  .string()
  .regex(/^₹\d+(?:\.\d+)?[KL]?\+?$/, "must be a price in rupees such as ₹35K, ₹1.5L or ₹1.5L+ (K thousand, L lakh)");
const band = z.object({ from: price, to: price }).strict();
const count = (what: string) => z.number().int().min(0, `must be a whole number of ${what}`);
const weeks = z
  .object({ min: count("weeks"), max: count("weeks") })
  .strict()
  .refine((range) => range.max > range.min, { message: "must end after it starts: max above min", path: ["max"] });
const officeDays = count("days").max(5, "must be at most 5: a week has five working days");

/** Words with the facts they name in braces ("{min}–{max} weeks"): the named ones must be there, no others. */
export function template(needs: readonly string[], may: readonly string[] = []) {
  const allowed = [...needs, ...may];
  const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");
  return words(
    z
      .string()
      .trim()
      .min(1, "is empty: write the text, or remove the field")
      .superRefine((value, context) => {
        for (const name of needs)
          if (!value.includes(`{${name}}`)) context.addIssue({ code: "custom", message: `must name {${name}}` });
        for (const [, name] of value.matchAll(/\{([^}]*)\}/g))
          if (!allowed.includes(name!))
            context.addIssue({
              code: "custom",
              message: allowed.length
                ? `names {${name}}, which is no fact here: it may name ${list(allowed)}`
                : `names {${name}}, but this line names no fact: write it in words`,
            });
      }),
  );
}

const dayNames = ["officeDays", "homeDays", "officeDays.inWords", "homeDays.inWords"];
const workMode = z.object({ name: text(), means: template([], dayNames) }).strict();

export const factsSchema = z
  .object({
    id: slug(),
    /** "7+ years experience": the whole studio's. */
    experience: figure("7+"),
    satisfaction: figure("98%"),
    /** The highest rise in return on investment the agency claims ("Up to 60%"). */
    roi: figure("60%"),
    websitesBuilt: figure("1000+"),
    brandTransformations: figure("100+"),
    /** The digital marketing results: an average ROI multiple (4.2X), campaigns run and traffic growth. */
    marketingResults: z
      .object({ roiMultiple: figure("4.2"), campaigns: figure("120+"), trafficGrowth: figure("210%") })
      .strict(),
    /** The online stores' own figures, never the whole studio's. */
    ecommerce: z.object({ projects: figure("500+"), satisfaction: figure("99%"), experience: figure("5+") }).strict(),
    /** Each client count with its own clients: marketing retainers and hosted websites are never one claim. */
    clientCounts: z.object({ marketing: figure("50+"), hosting: figure("5000+") }).strict(),
    /** The hosting helpdesk's hours ("24/7"); project teams keep office hours. */
    support: z.string().regex(/^\d+\/\d+$/, "must be hours such as 24/7"),
    prices: z.object({ landingPage: band, businessWebsite: band, webApp: band, brandingPack: band }).strict(),
    /** Weeks from kick-off to launch. */
    timelines: z.object({ landingPage: weeks, businessWebsite: weeks, walkthrough: weeks, branding: weeks }).strict(),
    /** Monthly marketing retainers have no minimum term: this many days' notice ends one. */
    noticeDays: count("days"),
    /** What a logo project shows, and a branding project's whole-identity routes. */
    logoConcepts: count("concepts"),
    brandingRoutes: count("routes"),
    /** Days a week at the Manikonda office, by work mode. */
    officeDays: z.object({ hybrid: officeDays, onSite: officeDays, remote: officeDays }).strict(),
    /** The words around the figures, in each language. */
    words: z
      .object({
        weeks: template(["min", "max"]),
        /** The branding span is written with a hyphen: "4-8 weeks". */
        brandingWeeks: template(["min", "max"]),
        roi: template(["roi"]),
        roiMultiple: template(["multiple"]),
        campaignLaunch: text(),
        lockIn: text(),
        retainerTerms: template(["noticeDays"], ["lockIn"]),
        clientScopes: z.object({ marketing: text(), hosting: text() }).strict(),
        supportLabel: text(),
        workModes: z.object({ hybrid: workMode, onSite: workMode, remote: workMode }).strict(),
        /** The job openings' cities, by their English name. */
        cities: keyedRecords(z.object({ name: text() }).strict()),
      })
      .strict(),
  })
  .strict();

export type FactsEntry = z.infer<typeof factsSchema>;
