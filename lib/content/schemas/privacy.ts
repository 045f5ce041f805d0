import { z } from "zod";
import { keyedList, slug, words } from "../schema";

// The privacy notice (/privacy): content/privacy/privacy.<language>.yml. Its figures and names are the site
// record's (content/site/site.en.yml), which the forms, the lead inbox and its purge read too: the notice writes
// them by name, as {retentionMonths.enquiries}, so the notice and the inbox can never disagree.

/** The site record's facts a notice's text may name as {name}; lib/content/privacy.ts puts them in. */
const noticeFacts = [
  "name",
  "legalName",
  "address",
  "address.country",
  "phone",
  "officer.name",
  "officer.role",
  "officer.email",
  "retentionMonths.enquiries",
  "retentionMonths.applications",
  "measurementRawDays",
  "answerDays.request",
  "answerDays.grievance",
  "rightsKeepDays.unconfirmed",
  "rightsKeepDays.answered",
  "rightsKeepDays.withdrawLinks",
  "backupKeepDays",
] as const;
export type NoticeFact = (typeof noticeFacts)[number];

const NAMED_FACT = /\{([^{}]*)\}/g;

/** Every {name} in a field's text, anywhere inside it, must be one of the notice's facts. */
function namesOnlyNoticeFacts(value: unknown, context: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === "string") {
    for (const [whole, name] of value.matchAll(NAMED_FACT))
      if (!(noticeFacts as readonly string[]).includes(name!))
        context.addIssue({
          code: "custom",
          path,
          message: `writes ${whole}, which is none of the site's facts the notice may name: ${noticeFacts.join(", ")}`,
        });
  } else if (Array.isArray(value))
    value.forEach((item, index) => namesOnlyNoticeFacts(item, context, [...path, index]));
  else if (value && typeof value === "object")
    for (const [name, item] of Object.entries(value)) namesOnlyNoticeFacts(item, context, [...path, name]);
}

/** One line a visitor reads, which may name the site's facts. */
const line = () =>
  words(z.string().trim().min(1, "is empty: write the text, or remove the field").superRefine(namesOnlyNoticeFacts));

/** A link inside a paragraph or a list item: [the words shown](/contact), [{officer.email}](mailto:{officer.email}). */
export const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const LINK_TARGET = /^(\/|mailto:|tel:|https:\/\/)/;

/** A paragraph or list item: text, with links written [like this](/contact), naming the site's facts. */
const linkedLine = () =>
  z
    .string()
    .trim()
    .min(1, "is empty: write the text")
    .superRefine((value, context) => {
      namesOnlyNoticeFacts(value, context);
      for (const [whole, , href] of value.matchAll(LINK))
        if (!LINK_TARGET.test(href!))
          context.addIssue({
            code: "custom",
            message: `links ${whole} to somewhere that is neither a path on this site (/contact) nor a mailto:, tel: or https:// address`,
          });
    });

const block = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: linkedLine() }).strict(),
  z.object({ kind: z.literal("list"), items: z.array(linkedLine()).min(1, "is empty: write an item") }).strict(),
]);

/** The sections the page adds to: the itemised data, the analytics switch and the request form. */
const ANCHORED = ["what-we-collect", "who-receives-it", "your-rights"];

const section = z
  .object({
    heading: line(),
    /** Paragraphs and bullet lists, translated as a whole. */
    blocks: words(z.array(block).min(1, "is empty: write a paragraph")),
  })
  .strict();

const dataItem = z.object({ item: line(), purpose: line(), goesTo: line(), kept: line() }).strict();

export const privacyNoticeSchema = z
  .object({
    id: slug(),
    eyebrow: line(),
    lead: line(),
    updatedLabel: line(),
    versionLabel: line(),
    tocLabel: line(),
    /** How long a backup of the lead database is kept before it is destroyed (docs/security.md). */
    backupKeepDays: z.number().int().positive("must be a whole number of days"),
    /** Said under "Who receives your data", from the build's analytics switch. */
    analyticsStatus: z.object({ on: line(), off: line() }).strict(),
    summary: z
      .object({
        heading: line(),
        points: words(z.array(z.string().trim().min(1, "has an empty line")).min(1).superRefine(namesOnlyNoticeFacts)),
      })
      .strict(),
    /** Each section's key is its anchor on the page (/privacy#how-long). */
    sections: keyedList(section).superRefine((sections, context) => {
      const keys = sections.map((entry: { key?: unknown }) => entry.key);
      for (const anchor of ANCHORED.filter((name) => !keys.includes(name)))
        context.addIssue({
          code: "custom",
          message: `has no section "${anchor}": the page shows the data items, the analytics and the request form under ${ANCHORED.join(", ")}`,
        });
    }),
    /** Each piece of personal data: what for, where it goes and how long it stays (shown under "what-we-collect"). */
    dataItems: z
      .object({
        heading: line(),
        labels: z.object({ purpose: line(), goesTo: line(), kept: line() }).strict(),
        items: keyedList(dataItem),
      })
      .strict(),
  })
  .strict();

// keyedList() checks its items but does not carry their type: say it here.
type Keyed<Item extends z.ZodType> = (z.infer<Item> & { key: string })[];
type Checked = z.infer<typeof privacyNoticeSchema>;
export type PrivacyNoticeEntry = Omit<Checked, "sections" | "dataItems"> & {
  sections: Keyed<typeof section>;
  dataItems: Omit<Checked["dataItems"], "items"> & { items: Keyed<typeof dataItem> };
};
