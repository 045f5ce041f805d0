import type { NavGroup, ServiceCategory } from "../types";

/**
 * The catalogue of service pages. Each entry is the one record for a service page: its canonical
 * path, its label in menus and its category. The header dropdown, the mobile menu and the footer
 * read this list; the service-page template (issue: service pages) extends these records with sections.
 */
export interface ServiceSummary {
  id: string;
  /** Canonical path of the page (note the trailing slash of web hosting: the spec's own address). */
  path: string;
  /** Short label in menus. */
  navLabel: string;
  category: ServiceCategory;
  /** Listed in the header's Services dropdown and the mobile menu (branding is linked from the footer). */
  inServicesMenu: boolean;
}

export const serviceGroups: NavGroup[] = [
  { category: "marketing", heading: "Marketing" },
  { category: "development", heading: "Development" },
  { category: "design", heading: "Designing" },
];

export const serviceSummaries: ServiceSummary[] = [
  { id: "digital-marketing", path: "/digital-marketing-agency", navLabel: "Digital Marketing", category: "marketing", inServicesMenu: true },
  { id: "seo", path: "/seo-services-hyderabad", navLabel: "SEO Services", category: "marketing", inServicesMenu: true },
  { id: "content-marketing", path: "/content-marketing", navLabel: "Content Marketing", category: "marketing", inServicesMenu: true },
  { id: "social-media-management", path: "/social-media-management", navLabel: "Social Media Management", category: "marketing", inServicesMenu: true },
  { id: "social-media-marketing", path: "/social-media-marketing-services", navLabel: "Social Media Marketing", category: "marketing", inServicesMenu: true },
  { id: "search-engine-marketing", path: "/search-engine-marketing", navLabel: "Search Engine Marketing", category: "marketing", inServicesMenu: true },
  { id: "email-marketing", path: "/email-marketing", navLabel: "Email Marketing", category: "marketing", inServicesMenu: true },
  { id: "influencer-marketing", path: "/influencer-marketing", navLabel: "Influencer Marketing", category: "marketing", inServicesMenu: true },
  { id: "ecommerce", path: "/ecommerce-website-services", navLabel: "E-commerce Websites", category: "development", inServicesMenu: true },
  { id: "web-development", path: "/web-development-services", navLabel: "Web Development", category: "development", inServicesMenu: true },
  { id: "web-hosting", path: "/web-hosting-services/", navLabel: "Web Hosting", category: "development", inServicesMenu: true },
  { id: "app-development", path: "/app-development-services", navLabel: "App Development", category: "development", inServicesMenu: true },
  { id: "brochure-design", path: "/brochure-design-services", navLabel: "Brochure Design", category: "design", inServicesMenu: true },
  { id: "graphic-design", path: "/graphic-design", navLabel: "Graphic Design", category: "design", inServicesMenu: true },
  { id: "logo-design", path: "/logo-design", navLabel: "Logo Design", category: "design", inServicesMenu: true },
  { id: "architecture-design", path: "/architecture-design", navLabel: "3D Architecture Design", category: "design", inServicesMenu: true },
  { id: "uiux-design", path: "/uiux-design", navLabel: "UI/UX Design", category: "design", inServicesMenu: true },
  { id: "branding", path: "/services/marketing/branding", navLabel: "Branding", category: "marketing", inServicesMenu: false },
];
