import { pagePaths } from "./paths";
import type { PageRecord } from "./types";

/** Every page that is not a service page. Service pages live in content/services/. */
export const pages = {
  home: {
    id: "home",
    path: pagePaths.home,
    title: "Digital Marketing, Web Development & Design Agency in Hyderabad",
    description:
      "Hyderabad agency for SEO, paid ads, social media, websites, apps and branding. Clear INR pricing and measurable growth for Indian businesses.",
    keywords: ["digital marketing agency Hyderabad", "web development Hyderabad", "SEO services", "branding agency"],
    updated: "2026-11-22",
  },
  about: {
    id: "about",
    path: pagePaths.about,
    title: "About Us",
    description:
      "Meet the Hyderabad team behind Deccan Digital: our vision, mission and the people who plan, build and grow brands across India.",
    updated: "2026-11-22",
  },
  services: {
    id: "services",
    path: pagePaths.services,
    title: "Our Services",
    description:
      "Branding, SEO, digital marketing, social media, websites, e-commerce, 3D walkthroughs and brochure design — every service we offer, in one place.",
    updated: "2026-11-22",
  },
  careers: {
    id: "careers",
    path: pagePaths.careers,
    title: "Careers",
    description:
      "Join a growing Hyderabad agency. See open roles in digital marketing and UI/UX design, salary ranges in INR, and apply online with your resume.",
    updated: "2026-11-22",
  },
  contact: {
    id: "contact",
    path: pagePaths.contact,
    title: "Contact Us",
    description:
      "Call, e-mail or visit our Manikonda, Hyderabad office. Send us a message and our team will reply within one working day.",
    updated: "2026-11-22",
  },
  privacy: {
    id: "privacy",
    path: pagePaths.privacy,
    title: "Privacy Notice",
    description:
      "What Deccan Digital collects through its contact form and job applications, why, how long it is kept, and how to use your rights under India's DPDP Act.",
    updated: "2026-11-23",
  },
  search: {
    id: "search",
    path: pagePaths.search,
    title: "Search",
    description: "Search every page of the Deccan Digital website: services, pricing, careers and contact details.",
    updated: "2026-11-22",
  },
} satisfies Record<string, PageRecord>;

export type PageId = keyof typeof pages;

/** A page's words in another language; its path, id and dates stay those of the English record. */
export type PageText = Pick<PageRecord, "title" | "description" | "keywords">;
