import { facts } from "./facts";
import type { ServiceId } from "./services";

/** The About page's values, each drawn with its own icon (components/ui/icons/records.tsx). */
export type AboutValueId = "vision" | "mission" | "motto" | "roots";

interface IdCard<Id extends string> {
  id: Id;
  title: string;
  text: string;
}

export interface AboutPage {
  hero: { eyebrow: string; heading: string; lead: string };
  intro: { heading: string; paragraphs: string[]; claim: { figure: string; text: string } };
  trusted: { heading: string; lead: string; items: IdCard<AboutValueId>[] };
  services: {
    heading: string;
    lead: string;
    cards: { serviceId: ServiceId; title: string; description: string }[];
    linkLabel: string;
  };
  differentiators: { heading: string; items: IdCard<"team" | "client" | "delivery">[] };
  team: { heading: string; lead: string };
  cta: { heading: string; text: string; label: string; href: string };
}

/** Copy of the About page (/about). Service cards reference service ids; paths come from the catalogue. */
export const aboutPage: AboutPage = {
  hero: {
    eyebrow: "About Us",
    heading: "A Hyderabad agency that measures success in your growth",
    lead: "Since 2018 we have helped startups, family businesses and enterprises across India turn marketing spend into customers — with strategy, design and technology under one roof.",
  },
  intro: {
    heading: "Who we are",
    paragraphs: [
      "Deccan Digital is a digital marketing, web development and design agency based in Manikonda, Hyderabad. Our strategists, designers, writers and engineers work as one team, so your brand, your website and your campaigns speak with one voice.",
      "We work with businesses in e-commerce, real estate, health, education, travel and food — from a clinic in Kondapur that needs more appointments to a D2C brand shipping across India. Every engagement starts with your numbers and ends with a report you can read in five minutes.",
    ],
    claim: {
      figure: facts.roi,
      text: "higher ROI for clients who move their marketing, website and creative to one accountable team.",
    },
  },
  trusted: {
    heading: "Trusted by Businesses",
    lead: "What guides every brief we take on.",
    items: [
      {
        id: "vision",
        title: "Our Vision",
        text: "To be the growth partner Indian businesses trust first — the agency that makes digital simple, measurable and worth every rupee.",
      },
      {
        id: "mission",
        title: "Our Mission",
        text: "To plan, build and run marketing that brings real customers: clear goals, honest reporting and work delivered when we said it would be.",
      },
      {
        id: "motto",
        title: "Our Motto",
        text: "“Think local, grow everywhere.” We understand how Indians search, scroll and buy, and we use that to take your brand further.",
      },
      {
        id: "roots",
        title: "Hyderabad Roots",
        text: "Born in Manikonda, a short drive from HITEC City. We know the city's markets, languages and festivals — and we meet our clients in person.",
      },
    ],
  },
  services: {
    heading: "What We Do",
    lead: "Six ways we help brands grow. Each links to the full service page.",
    cards: [
      {
        serviceId: "seo",
        title: "SEO Services",
        description:
          "Technical fixes, local SEO and content that move you up Google for the searches your customers make.",
      },
      {
        serviceId: "search-engine-marketing",
        title: "Search Engine Marketing",
        description: "Pay-per-click campaigns on Google and Bing, tuned every week for cost per lead, not clicks.",
      },
      {
        serviceId: "social-media-marketing",
        title: "Social Media Marketing",
        description: "Instagram, Facebook and LinkedIn campaigns with creatives made for Indian audiences.",
      },
      {
        serviceId: "web-development",
        title: "Web Development",
        description: "Fast, secure websites and web apps on modern stacks, built to rank and to convert.",
      },
      {
        serviceId: "graphic-design",
        title: "Graphic Design",
        description:
          "Brand identities, social creatives, brochures and packaging that look as good in print as on a phone.",
      },
      {
        serviceId: "digital-marketing",
        title: "Digital Marketing",
        description: "One plan across search, social, email and content, with a monthly report in plain language.",
      },
    ],
    linkLabel: "Explore service",
  },
  differentiators: {
    heading: "Why clients stay with us",
    items: [
      {
        id: "team",
        title: "Experienced Team",
        text: `Strategists, designers and developers with ${facts.experience} years of agency experience, and a named lead on every account.`,
      },
      {
        id: "client",
        title: "Client-Focused Approach",
        text: "We start from your targets and budget, share every number and adjust the plan with you each month.",
      },
      {
        id: "delivery",
        title: "On-Time Delivery",
        text: "Fixed milestones agreed at kick-off, weekly updates and launches that land on the date we promised.",
      },
    ],
  },
  team: {
    heading: "Meet the Team",
    lead: "The people you will work with, from the first call to the monthly report.",
  },
  cta: {
    heading: "Let's plan your next quarter of growth",
    text: "Tell us where you want to be in 90 days. We will reply within one working day with ideas, not a sales script.",
    label: "Contact Us",
    href: "/contact",
  },
};
