/** Tags a post's front matter may use (validated at build): id → label. Each tag has /insights/tag/<id>. */
export const insightTags = {
  "local-seo": "Local SEO",
  seo: "SEO",
  websites: "Websites",
  pricing: "Pricing",
  ecommerce: "E-commerce",
  payments: "Payments",
  gst: "GST",
  reporting: "Reporting",
  analytics: "Analytics",
  festivals: "Festivals",
  "social-media": "Social media",
  advertising: "Advertising",
  branding: "Branding",
  design: "Design",
} as const;

export type InsightTagId = keyof typeof insightTags;

/** A label for every tag, in one language: the type the Telugu and Hindi labels are written to. */
export type InsightTagLabels = Record<InsightTagId, string>;
