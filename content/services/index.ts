import type { NavGroup, ServiceCategory } from "../types";

/**
 * The catalogue of service pages: the identity part of each service record (id, canonical path, menu
 * label, category). The header dropdown, the mobile menu and the footer read this list — it is imported by
 * client components, so it stays small. The page part of each record (metadata text and typed sections)
 * lives in ./pages/<id>.ts and is joined to its entry by id in ./records.ts (server-only code).
 * Adding a service page: one line here and one page file.
 */
export interface ServiceSummary {
  id: string;
  /** Canonical path of the page (web hosting keeps the trailing slash of its given address: docs/decisions.md). */
  path: string;
  /** Short label in menus. */
  navLabel: string;
  /** The service named in a sentence ("I'd like to know more about your …"): the WhatsApp message. */
  topic: string;
  category: ServiceCategory;
  /** Listed in the header's Services dropdown and the mobile menu. */
  inServicesMenu: boolean;
  /**
   * Other addresses that serve the same page (/services/marketing/seo is the SEO page too).
   * They render the record with its canonical link pointing at `path`; they are not redirects.
   */
  alsoServedAt?: readonly string[];
}

export const serviceGroups: NavGroup[] = [
  { category: "marketing", heading: "Marketing" },
  { category: "development", heading: "Development" },
  { category: "design", heading: "Designing" },
];

/** The catalogue, with each entry's id kept as a literal type (see ServiceId). */
function catalogue<const T extends readonly ServiceSummary[]>(
  entries: T,
): (ServiceSummary & { id: T[number]["id"] })[] {
  return [...entries];
}

export const serviceSummaries = catalogue([
  {
    id: "digital-marketing",
    path: "/digital-marketing-agency",
    navLabel: "Digital Marketing",
    topic: "digital marketing services",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "seo",
    path: "/seo-services-hyderabad",
    navLabel: "SEO Services",
    topic: "SEO services",
    category: "marketing",
    inServicesMenu: true,
    alsoServedAt: ["/services/marketing/seo"],
  },
  {
    id: "content-marketing",
    path: "/content-marketing",
    navLabel: "Content Marketing",
    topic: "content marketing services",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "social-media-management",
    path: "/social-media-management",
    navLabel: "Social Media Management",
    topic: "social media management",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "social-media-marketing",
    path: "/social-media-marketing-services",
    navLabel: "Social Media Marketing",
    topic: "social media marketing services",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "search-engine-marketing",
    path: "/search-engine-marketing",
    navLabel: "Search Engine Marketing",
    topic: "pay-per-click and search engine marketing",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "email-marketing",
    path: "/email-marketing",
    navLabel: "Email Marketing",
    topic: "email marketing services",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "influencer-marketing",
    path: "/influencer-marketing",
    navLabel: "Influencer Marketing",
    topic: "influencer marketing services",
    category: "marketing",
    inServicesMenu: true,
  },
  {
    id: "ecommerce",
    path: "/ecommerce-website-services",
    navLabel: "E-commerce Websites",
    topic: "e-commerce website services",
    category: "development",
    inServicesMenu: true,
  },
  {
    id: "web-development",
    path: "/web-development-services",
    navLabel: "Web Development",
    topic: "web development services",
    category: "development",
    inServicesMenu: true,
  },
  {
    id: "web-hosting",
    path: "/web-hosting-services/",
    navLabel: "Web Hosting",
    topic: "web hosting services",
    category: "development",
    inServicesMenu: true,
  },
  {
    id: "app-development",
    path: "/app-development-services",
    navLabel: "App Development",
    topic: "app development services",
    category: "development",
    inServicesMenu: true,
  },
  {
    id: "brochure-design",
    path: "/brochure-design-services",
    navLabel: "Brochure Design",
    topic: "brochure design services",
    category: "design",
    inServicesMenu: true,
  },
  {
    id: "graphic-design",
    path: "/graphic-design",
    navLabel: "Graphic Design",
    topic: "graphic design services",
    category: "design",
    inServicesMenu: true,
  },
  {
    id: "logo-design",
    path: "/logo-design",
    navLabel: "Logo Design",
    topic: "logo design services",
    category: "design",
    inServicesMenu: true,
  },
  {
    id: "architecture-design",
    path: "/architecture-design",
    navLabel: "3D Architecture Visualisation",
    topic: "3D architecture visualisation and walkthroughs",
    category: "design",
    inServicesMenu: true,
  },
  {
    id: "uiux-design",
    path: "/uiux-design",
    navLabel: "UI/UX Design",
    topic: "UI/UX design services",
    category: "design",
    inServicesMenu: true,
  },
  {
    id: "branding",
    path: "/services/marketing/branding",
    navLabel: "Branding",
    topic: "branding services",
    category: "marketing",
    inServicesMenu: true,
  },
]);

/** A service's id: one of the catalogue's, so a misspelt id or a missing page fails the type check. */
export type ServiceId = (typeof serviceSummaries)[number]["id"];

/** A catalogue entry with its id typed as a ServiceId. */
export type CatalogueEntry = (typeof serviceSummaries)[number];
