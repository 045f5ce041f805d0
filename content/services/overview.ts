import { facts } from "../facts";
import { serviceSummaries, type ServiceId } from "./index";
import type { ServiceIconName } from "./types";
import type { LinkRecord } from "../types";

/** "18 specialist services": every service page in the header's Services menu, counted from the catalogue. */
export const serviceCount = String(serviceSummaries.filter((s) => s.inServicesMenu).length);

/**
 * The services overview (/services): eight cards with four features each. Each card names the
 * service page it leads to by id, so "Learn More" always goes straight to that page's canonical address.
 */
export interface OverviewCard {
  title: string;
  serviceId: ServiceId;
  icon: ServiceIconName;
  description: string;
  features: [string, string, string, string];
}

/** The page's copy around the cards. */
export interface ServicesOverview {
  eyebrow: string;
  heading: string;
  lead: string;
  figures: { value: string; label: string }[];
  panelNote: string;
  cardsHeading: string;
  cards: OverviewCard[];
  allServices: { heading: string; lead: string };
  closing: { heading: string; text: string; action: LinkRecord };
}

export const servicesOverview: ServicesOverview = {
  eyebrow: "Our services",
  heading: "Everything you need to grow, under one roof",
  lead: "Strategy, marketing, websites and design from one Hyderabad team. Start with a single service or bring us the whole brief — every engagement comes with a named lead, a clear plan and pricing in rupees.",
  figures: [
    { value: serviceCount, label: "specialist services" },
    { value: facts.websitesBuilt, label: "websites built" },
    { value: facts.satisfaction, label: "client satisfaction" },
    { value: facts.experience, label: "years experience" },
  ],
  panelNote: "Marketing, development and design teams under one roof in Manikonda, Hyderabad.",
  cardsHeading: "What we can do for you",
  cards: [
    {
      title: "Branding",
      serviceId: "branding",
      icon: "sparkle",
      description: "Positioning, identity and guidelines that make your business instantly recognisable.",
      features: [
        "Brand strategy & positioning",
        "Logo & visual identity",
        "Brand guidelines",
        "Packaging & stationery",
      ],
    },
    {
      title: "SEO",
      serviceId: "seo",
      icon: "search",
      description: "Rank higher on Google and Maps for the searches that bring in paying customers.",
      features: [
        "Technical SEO audit",
        "Local SEO & Google Business Profile",
        "Keyword-led content",
        "Monthly ranking reports",
      ],
    },
    {
      title: "Digital Marketing",
      serviceId: "digital-marketing",
      icon: "trending",
      description: "Full-funnel campaigns across search, social and email, measured in leads and sales.",
      features: ["Google & Meta ads", "Content marketing", "Email & WhatsApp campaigns", "Analytics dashboards"],
    },
    {
      title: "Social Media Marketing",
      serviceId: "social-media-marketing",
      icon: "heart",
      description: "Scroll-stopping content and paid social that grows an audience and converts it.",
      features: ["Content calendars", "Reels & creative production", "Paid social campaigns", "Community management"],
    },
    {
      title: "Virtual Walkthrough",
      serviceId: "architecture-design",
      icon: "cube",
      description: "3D renders and walkthroughs, built from your drawings, that sell projects before they are built.",
      features: ["3D exterior renders", "Interior visualisation", "Walkthrough videos", "360° virtual tours"],
    },
    {
      title: "Business Websites",
      serviceId: "web-development",
      icon: "code",
      description: "Fast, mobile-first websites that explain what you do and turn visitors into enquiries.",
      features: ["Custom design", "Mobile-first & fast", "SEO-ready build", "Easy content editing"],
    },
    {
      title: "E-commerce Websites",
      serviceId: "ecommerce",
      icon: "cart",
      description: "Online stores with UPI, cards and COD, shipping and GST invoicing sorted from day one.",
      features: ["Shopify & WooCommerce", "Payment gateway set-up", "Inventory & shipping", "Conversion optimisation"],
    },
    {
      title: "Brochure Design",
      serviceId: "brochure-design",
      icon: "document",
      description: "Corporate profiles, catalogues and event brochures that look superb in print and on screen.",
      features: ["Corporate brochures", "Product catalogues", "Event brochures", "Print-ready files"],
    },
  ] satisfies OverviewCard[],
  /** After the eight cards: every service page, by team, so the count in the hero is one a reader can check. */
  allServices: {
    heading: `All ${serviceCount} services`,
    lead: "The eight above are where most clients start. Here is every service we offer, by the team that delivers it.",
  },
  closing: {
    heading: "Not sure where to start?",
    text: "Tell us about your business over a coffee — at our Manikonda office or on a call. We will listen, ask a few questions and suggest the two or three things that will make the biggest difference, with no obligation.",
    action: { label: "Let's catch up over coffee", href: "/contact" },
  },
};
