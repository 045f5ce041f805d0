import { z } from "zod";
import { idOf } from "../references";
import { isoDate, keyedList, slug, text, textList } from "../schema";
import { serviceIcons } from "@/lib/content/serviceTypes";
import { showcaseKinds } from "@/lib/content/heroTypes";
import { checkFixedPath, servicePathHint } from "./serviceRoutes";

// A service page: content/services/<id>.<language>.yml. Its menu entry (path, label, category) and its page
// (metadata and ordered sections; the first is the hero) in one entry. Components: components/services/.

const icon = z.enum(serviceIcons);
const optionalText = () => text().optional();
const inPage = z.string().regex(/^#[a-z0-9-]+$/, "must be an anchor on the page, e.g. #pricing");
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, e.g. /contact");

/** Where a button goes: a path on the site, an anchor, the enquiry form with this service chosen, or a call. */
const target = z.union([sitePath, inPage, z.literal("enquiry"), z.literal("tel")], {
  error: 'must be a path such as /contact, an anchor such as #pricing, "enquiry" or "tel"',
});
const actions = keyedList(
  z.object({ label: text(), href: target, style: z.enum(["primary", "secondary"]).optional() }),
);
const figures = keyedList(z.object({ value: text(), label: text() }));
/** A piece of work of content/work/, shown with its description in the page's language. */
const workImage = idOf("content/work", "a piece of work");
/** The work a service shows in its hero, framed as its discipline is seen: each piece links to its case study. */
const showcase = z
  .object({
    /** How the pieces are framed: phones, browser windows, a grid of creatives, logo tiles, print spreads, renders. */
    kind: z.enum(showcaseKinds),
    /** The group's name for a screen reader ("Apps we have built"). */
    label: text(),
    items: keyedList(
      z.object({ work: workImage, caseStudy: idOf("content/case-studies", "a case study").optional() }),
    ).refine((list) => list.length >= 1 && list.length <= 4, { message: "must name one to four pieces of work" }),
  })
  .strict();
const card = z.object({ icon, title: text(), description: text(), points: textList().optional() });

const base = { id: slug().optional(), tone: z.enum(["paper", "tint", "ink"]).optional() };
const headed = { ...base, eyebrow: optionalText(), heading: text(), intro: optionalText() };

const hero = z.object({
  ...base,
  kind: z.literal("hero"),
  eyebrow: text(),
  heading: text(),
  lead: text(),
  actions,
  highlights: textList(),
  icon,
  figures: figures.optional(),
  video: z
    .object({
      webm: z.string().regex(/^\/.+\.webm$/, "must be a .webm file under public/"),
      mp4: z.string().regex(/^\/.+\.mp4$/, "must be an .mp4 file under public/"),
      poster: z.string().regex(/^\/.+\.(jpg|webp|avif|png)$/, "must be an image file under public/"),
      label: text(),
    })
    .strict()
    .optional(),
  cursorBlob: z.boolean().optional(),
  showcase,
});

const sections = [
  hero,
  z.object({
    ...base,
    kind: z.literal("pageNav"),
    label: text(),
    links: keyedList(z.object({ label: text(), href: inPage })),
  }),
  z.object({
    ...headed,
    kind: z.literal("about"),
    paragraphs: textList(),
    points: textList().optional(),
    aside: z.object({ value: text(), label: text() }).strict().optional(),
  }),
  z.object({ ...headed, kind: z.literal("serviceGrid"), items: keyedList(card) }),
  z.object({
    ...headed,
    kind: z.literal("whyChoose"),
    items: keyedList(z.object({ title: text(), description: optionalText() })),
  }),
  z.object({
    ...base,
    kind: z.literal("stats"),
    heading: text(),
    headingHidden: z.boolean().optional(),
    items: figures,
  }),
  z.object({
    ...headed,
    kind: z.literal("process"),
    steps: keyedList(z.object({ title: text(), description: text() })),
  }),
  z.object({ ...headed, kind: z.literal("advantages"), items: keyedList(card) }),
  z.object({
    ...headed,
    kind: z.literal("included"),
    items: keyedList(z.object({ icon, title: text(), description: text() })),
  }),
  z.object({
    ...base,
    kind: z.literal("highlight"),
    value: text(),
    heading: text(),
    text: text(),
    points: textList().optional(),
  }),
  z.object({ ...headed, kind: z.literal("faq"), items: keyedList(z.object({ question: text(), answer: text() })) }),
  z.object({
    ...headed,
    kind: z.literal("caseStudies"),
    items: keyedList(
      z.object({ metric: text(), title: text(), client: text(), summary: text(), image: workImage.optional() }),
    ),
  }),
  z.object({ ...headed, kind: z.literal("gallery"), items: keyedList(z.object({ work: workImage })) }),
  z.object({
    ...headed,
    kind: z.literal("metrics"),
    items: keyedList(z.object({ value: text(), label: text(), description: text() })),
  }),
  z.object({
    ...base,
    kind: z.literal("cta"),
    eyebrow: optionalText(),
    heading: text(),
    text: text(),
    actions,
    note: optionalText(),
  }),
] as const;

export const serviceSchema = z
  .object({
    id: slug(),
    /** Place in the menus and the catalogue: 1 comes first. */
    order: z.number().int().positive("must be a whole number from 1"),
    /** The page's address (web hosting keeps the trailing slash of its given address). */
    path: sitePath.describe(servicePathHint),
    /** Other addresses that serve the same page, with their canonical link pointing at `path`. */
    alsoServedAt: z.array(sitePath).optional(),
    /**
     * Old or short addresses that send a visitor here for good (a permanent redirect on every host, and a page
     * that forwards on a host without redirects). Written as linked, capitals included.
     */
    redirectedFrom: z
      .array(z.string().regex(/^\/[A-Za-z0-9/-]*$/, "must be a path on this site, e.g. /services/seo"))
      .optional(),
    /** Short label in menus. */
    navLabel: text(),
    /** The service named in a sentence: the WhatsApp message's "about your …". */
    topic: text(),
    category: z.enum(["marketing", "development", "design"]),
    inServicesMenu: z.boolean(),
    title: text(),
    description: text(),
    keywords: textList(),
    /** Date the copy last changed, for the sitemap. */
    updated: isoDate(),
    theme: z.enum(["saffron", "teal", "violet", "blue", "rose", "gold"]),
    fadeMargin: z
      .string()
      .regex(/^\d+px$/, "must be a number of pixels, e.g. 50px")
      .optional(),
    sections: keyedList(
      z.discriminatedUnion(
        "kind",
        sections.map((section) => section.strict()) as unknown as [z.ZodObject, ...z.ZodObject[]],
      ),
    ).refine((list) => (list[0] as { kind?: string } | undefined)?.kind === "hero", {
      message: "must start with the hero",
      path: [0, "kind"],
    }),
  })
  .strict()
  .superRefine(checkFixedPath);

export type ServiceEntry = z.infer<typeof serviceSchema>;
