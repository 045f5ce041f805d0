import { site } from "./site";
import type { LinkRecord } from "./types";

/** The work the agency has done and what it writes: in every menu, so a visitor can judge before enquiring. */
const work: LinkRecord = { label: "Work", href: "/case-studies" };
const insights: LinkRecord = { label: "Insights", href: "/insights" };

/** Top-level navigation: header (desktop), mobile menu. "Services" opens the services dropdown. */
export type MainNavItem = LinkRecord & { opensServicesMenu?: boolean };
export const mainNav: MainNavItem[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services", opensServicesMenu: true },
  work,
  insights,
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/contact" },
];

/** Footer quick links. */
export const footerQuickLinks: LinkRecord[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Services", href: "/services" },
  work,
  insights,
  { label: "Careers", href: "/careers" },
  { label: "Contact", href: "/contact" },
];

/** The six services the footer lists, by service id (labels and paths come from the service records). */
export const footerServiceIds = [
  "seo",
  "digital-marketing",
  "social-media-marketing",
  "web-development",
  "ecommerce",
  "graphic-design",
] as const;

/** The extra footer link after the six services (the overview's label is in layoutCopy.footer). */
export const footerBrandingId = "branding";

/** Social profiles shown in the footer (the side rail adds YouTube). */
export const footerSocialPlatforms = ["instagram", "facebook", "linkedin", "x"] as const;

/** The words of the header, the menus, the side rail and the footer around their links. */
export interface LayoutCopy {
  skipLink: string;
  homeLinkLabel: string;
  mainNavLabel: string;
  mobileNavLabel: string;
  menuLabel: string;
  /** The theme toggle's name: a button that is pressed while the dark theme shows. */
  themeToggleLabel: string;
  allServicesLabel: string;
  followUsLabel: string;
  /** The language switcher's accessible name (its links are the languages' own names, content/locales.ts). */
  languagesLabel: string;
  whatsapp: { headerPrefix: string; menuPrefix: string };
  contactBar: { label: string; call: string; callNumber: string; whatsapp: string };
  footer: {
    tagline: string;
    socialLabel: string;
    quickLinksHeading: string;
    servicesHeading: string;
    contactHeading: string;
    allServicesLabel: string;
    copyright: { symbol: string; holder: string };
  };
}

export const layoutCopy: LayoutCopy = {
  skipLink: "Skip to main content",
  /** Accessible name of the logo link to the home page (header and footer). */
  homeLinkLabel: `${site.name} — home`,
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  menuLabel: "Menu",
  themeToggleLabel: "Dark theme",
  /** The last link of the services dropdown and of the mobile menu's Services section. */
  allServicesLabel: "View all services",
  /** The side rail and the mobile menu's social links. */
  followUsLabel: "Follow us",
  languagesLabel: "Language",
  whatsapp: {
    /** Header (visually hidden), before the phone number. */
    headerPrefix: "Chat with us on WhatsApp: ",
    /** Mobile menu, before the phone number. */
    menuPrefix: "WhatsApp",
  },
  /** The slim bar under the header on phones and tablets: call or message in one tap. */
  contactBar: {
    label: "Call or message us",
    call: "Call",
    /** Visually hidden after "Call": the number the dialer opens with. */
    callNumber: ` ${site.phone.display}`,
    whatsapp: "WhatsApp",
  },
  footer: {
    tagline: site.tagline,
    socialLabel: "Social media",
    quickLinksHeading: "Quick Links",
    servicesHeading: "Services",
    contactHeading: "Get in Touch",
    allServicesLabel: "All Services",
    /** The copyright line: "© <current year> …". */
    copyright: { symbol: "©", holder: `${site.legalName}, Hyderabad. All rights reserved.` },
  },
};
