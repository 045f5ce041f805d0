import type { z } from "zod";

// The addresses the site's specification gives the service pages (its route table). A page it lists keeps its
// address, so links to it from elsewhere keep working; a service added later sets its own.

export const fixedServicePaths: Readonly<Record<string, string>> = {
  "digital-marketing": "/digital-marketing-agency",
  seo: "/seo-services-hyderabad",
  "content-marketing": "/content-marketing",
  "social-media-management": "/social-media-management",
  "social-media-marketing": "/social-media-marketing-services",
  "search-engine-marketing": "/search-engine-marketing",
  "email-marketing": "/email-marketing",
  "influencer-marketing": "/influencer-marketing",
  ecommerce: "/ecommerce-website-services",
  "web-development": "/web-development-services",
  "web-hosting": "/web-hosting-services/",
  "app-development": "/app-development-services",
  "brochure-design": "/brochure-design-services",
  "graphic-design": "/graphic-design",
  "logo-design": "/logo-design",
  "architecture-design": "/architecture-design",
  "uiux-design": "/uiux-design",
  branding: "/services/marketing/branding",
};

export const servicePathHint =
  "Fixed by the site's specification for the service pages it lists (its route table): such a page keeps its address; a new service sets its own.";

/** Refuse another address for a page the specification lists. */
export function checkFixedPath(service: { id: string; path: string }, context: z.RefinementCtx) {
  const fixed = fixedServicePaths[service.id];
  if (fixed !== undefined && service.path !== fixed)
    context.addIssue({
      code: "custom",
      path: ["path"],
      message: `must be ${fixed}: fixed by the site's specification`,
    });
}
