import { z } from "zod";
import { idOf } from "../references";
import { fixed, fixedCount, fixedText, keyedList, text, textList } from "../schema";

// The home page's copy: content/home/home.<language>.yml, one entry (a page). Its eight sections in the order
// the page shows them, then the labels of its moving parts and their timings. Components: components/home/.

/** Icons the home page knows how to draw (components/ui/icons/records.tsx). */
export const homeIconNames = [
  "search",
  "cursor",
  "megaphone",
  "code",
  "cart",
  "palette",
  "target",
  "chart",
  "users",
  "rupee",
  "report",
  "rocket",
  "food",
  "travel",
  "education",
  "retail",
  "building",
  "health",
] as const;
export type HomeIconName = (typeof homeIconNames)[number];

/** keyedList with its items' type: each item's fields and its key. */
const keyed = <Item extends z.ZodType>(item: Item) =>
  keyedList(item) as unknown as z.ZodType<(z.output<Item> & { key: string })[]>;

const icon = z.enum(homeIconNames, { error: `must be one of: ${homeIconNames.join(", ")}` });
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, e.g. /contact");
const mediaPath = z.string().regex(/^\/media\/home\/[a-z0-9{}-]+\.[a-z0-9]+$/, "must be a file in /media/home/");
const pixels = z.number().int().positive("must be a whole number of pixels");
const link = z.object({ label: text(), href: sitePath }).strict();
const intro = z.object({ eyebrow: text(), heading: text(), lead: text() }).strict();
/** A figure and what it counts: `{{roi}}` and the like write the site's figures in the file's language. */
const statistics = keyed(z.object({ value: text(), label: text() }));
const featureCards = keyed(z.object({ title: text(), description: text(), icon }));
const playLabels = z.object({ pause: text(), play: text() }).strict();

const hero = z
  .object({
    eyebrow: text(),
    heading: text(),
    lead: text(),
    /** The hero's call to action, which leads to the contact page. */
    cta: z
      .object({
        label: fixedText("Get Started Today", "the hero's call to action"),
        href: fixed(z.literal("/contact", "must be /contact"), "the hero's call to action leads to the contact page"),
      })
      .strict(),
    secondaryCta: link,
    highlights: textList(),
    /**
     * The agency's work on the first screen: case studies by their file names in content/case-studies/, in the
     * order shown (the first is the largest). Each shows its study's first piece of work and links to the study.
     */
    work: z
      .object({
        heading: text(),
        studies: z.array(idOf("content/case-studies", "a case study")).min(1).max(3),
      })
      .strict(),
    /** Background loop: sources in order of preference, no audio track. */
    video: z.object({ sources: z.array(z.object({ src: mediaPath, type: z.string() }).strict()).min(1) }).strict(),
    /** The loop's first frame: the first thing painted, and what shows without JavaScript or motion. */
    poster: z
      .object({
        landscape: z.object({ avif: mediaPath, webp: mediaPath, widths: z.array(pixels).min(1) }).strict(),
        portrait: z.object({ avif: mediaPath, webp: mediaPath, width: pixels, height: pixels }).strict(),
        width: pixels,
        height: pixels,
      })
      .strict(),
  })
  .strict();

const welcome = z
  .object({
    eyebrow: text(),
    heading: text(),
    paragraphs: textList(),
    stats: statistics,
    link,
    image: z.object({ src: mediaPath, width: pixels, height: pixels, alt: text() }).strict(),
  })
  .strict();

/** A card that points at a service page, by the service's file name in content/services/. */
const serviceCards = keyed(
  z.object({ serviceId: idOf("content/services", "a service"), title: text(), description: text(), icon }),
);

export const homeSchema = z
  .object({
    id: z.literal("home"),
    homeHero: hero,
    homeWelcome: welcome,
    whatWeDoIntro: intro,
    whatWeDo: fixedCount(serviceCards, 6, "What We Do shows six service cards"),
    whatWeDoLinkLabel: text(),
    whyChooseIntro: intro,
    strategies: fixedCount(featureCards, 6, "Why Choose shows six strategy cards"),
    industriesHeading: text(),
    industries: fixedCount(featureCards, 6, "Why Choose shows six industry cards"),
    processIntro: intro,
    processSteps: fixedCount(
      keyed(
        z.object({
          number: z.string().regex(/^\d{2}$/, "must be two digits, e.g. 01"),
          title: text(),
          description: text(),
        }),
      ),
      4,
      "Our Process has four steps",
    ),
    clientsIntro: intro,
    /** The strip's clients and the work under it: case studies by their file names in content/case-studies/. */
    clientStripStudies: fixedCount(
      z.array(idOf("content/case-studies", "a case study")),
      3,
      "the client strip shows three clients",
    ),
    /** Under the strip: the work behind those logos. */
    clientsWorkHeading: text(),
    /** Ends the accessible name of each logo and of each piece of work in the hero: both link to a case study. */
    clientLogoLinkNote: text(),
    testimonialsIntro: intro,
    /** Under the testimonials: the full stories behind the results. */
    testimonialsLink: link,
    faqIntro: intro,
    homeFaqs: fixedCount(keyed(z.object({ question: text(), answer: text() })), 5, "home answers five FAQs"),
    /** The card beside the FAQs that sends remaining questions to the contact page. */
    faqAside: z.object({ heading: text(), text: text(), link }).strict(),
    /** The names of the pause, play and step controls of the page's moving parts (the hero video's are shared: content/controls/). */
    homeControlLabels: z
      .object({
        clientStrip: playLabels,
        testimonials: z.object({ pause: text(), play: text(), previous: text(), next: text() }).strict(),
      })
      .strict(),
    homeTimings: z
      .object({
        /** Testimonials advance this often and wrap around. */
        testimonialRotationMs: z.number().int().positive("must be a whole number of milliseconds"),
        /** The client logo strip moves logoStepPx pixels every logoTickMs. */
        logoTickMs: z.number().int().positive("must be a whole number of milliseconds"),
        logoStepPx: pixels,
      })
      .strict(),
  })
  .strict();

export type HomeEntry = z.infer<typeof homeSchema>;
