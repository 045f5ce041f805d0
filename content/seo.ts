import type { ServiceCategory } from "./types";

/**
 * Search and sharing copy that is not a page's own title or description: the words on share images,
 * the business facts only structured data states, and the fallback date for records without one.
 * Page titles and descriptions stay in their page records (content/pages/, content/services/).
 */
export const seo = {
  /** The one marketing page whose structured data adds the Organization with its customer-service
   * contact point: a service id. */
  organizationContactPage: "digital-marketing",
  /** schema.org Service category of each service group. */
  serviceCategoryNames: {
    marketing: "Digital marketing",
    development: "Web and app development",
    design: "Design",
  } satisfies Record<ServiceCategory, string>,
  /** schema.org LocalBusiness priceRange: the spread of the chat assistant's quoted prices (content/chat.ts). */
  priceRange: "₹10,000–₹1,50,000+",
  /** Languages the team answers customer-service calls in (ContactPoint.availableLanguage). */
  contactLanguages: ["English", "Hindi", "Telugu"],
  /** The small line above the title on a share image. */
  shareImage: {
    pageEyebrows: {
      home: "Hyderabad · Digital agency",
      about: "About the agency",
      services: "What we do",
      careers: "Careers · We're hiring",
      contact: "Talk to us",
      search: "Site search",
      "case-studies": "Case studies",
      insights: "Insights for Indian businesses",
    } as Record<string, string>,
    /** Eyebrows of the case-study, insights post and list pages (by route kind). */
    kindEyebrows: {
      caseStudy: "Case study",
      post: "Insights · Guide",
    } as Record<string, string>,
    serviceEyebrows: {
      marketing: "Digital marketing service",
      development: "Web & app development",
      design: "Design studio",
    } satisfies Record<ServiceCategory, string>,
    /** Bottom line of every share image. */
    strapline: "Marketing · Websites · Design — Made in Hyderabad",
  },
};
