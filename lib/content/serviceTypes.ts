// Shapes of a service page. A service page is one typed record: its catalogue entry (id, path, menu label,
// topic — see ./serviceCatalogue.ts), its category, its metadata text and an ordered list of typed sections. One set of section
// components (components/services) renders any record. Plain data only: no JSX, no class names.
import type { ServiceSummary } from "./serviceCatalogue";
import type { FaqItem, ServiceCategory, WorkImage } from "./types";
import type { Showcase, VideoAsset } from "./heroTypes";

/** Names of the inline SVG icons the section components can draw (components/ui/icons/records.tsx). */
export const serviceIcons = [
  "search",
  "chart",
  "megaphone",
  "target",
  "pen",
  "share",
  "mail",
  "users",
  "star",
  "cart",
  "code",
  "server",
  "globe",
  "lock",
  "cloud",
  "phone",
  "layers",
  "layout",
  "palette",
  "image",
  "cube",
  "video",
  "shield",
  "bolt",
  "clock",
  "heart",
  "compass",
  "trending",
  "document",
  "calendar",
  "chat",
  "settings",
  "award",
  "rupee",
  "sparkle",
  "database",
  "refresh",
  "cursor",
  "map",
  "camera",
] as const;
export type ServiceIconName = (typeof serviceIcons)[number];

/** Colour theme of a page's decoration (gradients, glows, icon tiles). Text colours never change with it. */
export type ServiceTheme = "saffron" | "teal" | "violet" | "blue" | "rose" | "gold";

/**
 * Where an action goes: a path inside the site ("/about"), an anchor on the same page ("#services"),
 * "enquiry" — the contact form with this page's service already chosen — or "tel" — the agency's phone number
 * from the site record (lib/content/site.ts), as a tap-to-call link.
 */
export type ActionTarget = `/${string}` | `#${string}` | "enquiry" | "tel";

export interface ServiceAction {
  label: string;
  href: ActionTarget;
  /** "primary" (accent fill, the default) or "secondary" (outline). */
  style?: "primary" | "secondary";
}

/** Every section may carry an id (an in-page anchor) and chooses a background tone. */
interface SectionBase {
  id?: string;
  /** paper (white, the default), tint (light grey) or ink (dark). */
  tone?: "paper" | "tint" | "ink";
}

interface Headed {
  eyebrow?: string;
  heading: string;
  intro?: string;
}

export interface HeroSection extends SectionBase {
  kind: "hero";
  eyebrow: string;
  /** The page's one h1. */
  heading: string;
  lead: string;
  actions: ServiceAction[];
  /** Short proof points shown beside the heading. */
  highlights: string[];
  /** The service's mark, beside the eyebrow. */
  icon: ServiceIconName;
  /** Optional figures shown under the highlights. */
  figures?: { value: string; label: string }[];
  /** A looping, muted background video (architecture page). */
  video?: VideoAsset;
  /** A cursor-following light blob (fine pointers only, off under reduced motion). */
  cursorBlob?: boolean;
  showcase: Showcase;
}

export interface PageNavSection extends SectionBase {
  kind: "pageNav";
  label: string;
  links: { label: string; href: `#${string}` }[];
}

export interface AboutSection extends SectionBase, Headed {
  kind: "about";
  paragraphs: string[];
  points?: string[];
  /** One large figure beside the copy, e.g. "4-8 weeks". */
  aside?: { value: string; label: string };
}

export interface CardItem {
  icon: ServiceIconName;
  title: string;
  description: string;
  points?: string[];
}

/** The services a page offers. */
export interface ServiceGridSection extends SectionBase, Headed {
  kind: "serviceGrid";
  items: CardItem[];
}

/** Why choose us / reasons / why-design lists. */
export interface WhyChooseSection extends SectionBase, Headed {
  kind: "whyChoose";
  items: { title: string; description?: string }[];
}

export interface StatsSection extends SectionBase {
  kind: "stats";
  heading: string;
  /** Visible heading or only a label for assistive technology. */
  headingHidden?: boolean;
  items: { value: string; label: string }[];
}

export interface ProcessSection extends SectionBase, Headed {
  kind: "process";
  steps: { title: string; description: string }[];
}

/** Numbered advantages or benefits, with an icon each. */
export interface AdvantagesSection extends SectionBase, Headed {
  kind: "advantages";
  items: CardItem[];
}

/** "Included in every plan" features: compact icon tiles. */
export interface IncludedSection extends SectionBase, Headed {
  kind: "included";
  items: { icon: ServiceIconName; title: string; description: string }[];
}

/** One big claim with supporting copy: 99% client retention, 30-day money-back guarantee. */
export interface HighlightSection extends SectionBase {
  kind: "highlight";
  value: string;
  heading: string;
  text: string;
  points?: string[];
}

/** FAQ accordion: one item open at a time, clicking the open one closes it. */
export interface FaqSection extends SectionBase, Headed {
  kind: "faq";
  items: FaqItem[];
}

export interface CaseStudiesSection extends SectionBase, Headed {
  kind: "caseStudies";
  /** `image`: the work itself (a logo, a screen) where the page promises to show it. */
  items: { metric: string; title: string; client: string; summary: string; image?: WorkImage }[];
}

/** Work shown as images with captions: renders, client websites (content/work/). */
export interface GallerySection extends SectionBase, Headed {
  kind: "gallery";
  items: WorkImage[];
}

/** Impact metrics: big percentages with a line each. */
export interface MetricsSection extends SectionBase, Headed {
  kind: "metrics";
  items: { value: string; label: string; description: string }[];
}

export interface CtaSection extends SectionBase {
  kind: "cta";
  eyebrow?: string;
  heading: string;
  text: string;
  actions: ServiceAction[];
  /** Small print under the buttons. */
  note?: string;
}

export type ServiceSection =
  | HeroSection
  | PageNavSection
  | AboutSection
  | ServiceGridSection
  | WhyChooseSection
  | StatsSection
  | ProcessSection
  | AdvantagesSection
  | IncludedSection
  | HighlightSection
  | FaqSection
  | CaseStudiesSection
  | GallerySection
  | MetricsSection
  | CtaSection;

/** The page part of a service record, written in content/services/pages/<id>.ts. */
export interface ServicePageContent {
  /** Short label in menus. */
  navLabel: string;
  category: ServiceCategory;
  /** Listed in the header's Services dropdown and the mobile menu. */
  inServicesMenu: boolean;
  /** Old or short addresses that redirect here for good. */
  redirectedFrom?: readonly string[];
  /** Document title (the layout adds the agency name). */
  title: string;
  description: string;
  keywords: string[];
  /** Date the copy last changed (ISO), for the sitemap. */
  updated: string;
  theme: ServiceTheme;
  /** Root margin of the scroll fade-ins; the logo page's cards fade in 50 px before they enter the screen. */
  fadeMargin?: `${number}px`;
  /** Ordered sections; the first is the hero. */
  sections: [HeroSection, ...ServiceSection[]];
}

/** A complete service page record: catalogue entry + page content. */
export type ServiceRecord = ServiceSummary & ServicePageContent;
