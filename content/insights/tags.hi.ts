import type { InsightTagLabels } from "./tags";

/** Hindi labels of the insights tags (content/insights/tags.ts); the guides themselves stay in English. */
export const insightTags: InsightTagLabels = {
  "local-seo": "लोकल SEO",
  seo: "SEO",
  websites: "वेबसाइट",
  pricing: "दाम",
  ecommerce: "E-commerce",
  payments: "भुगतान",
  gst: "GST",
  reporting: "रिपोर्टिंग",
  analytics: "एनालिटिक्स",
  festivals: "त्योहार",
  "social-media": "सोशल मीडिया",
  advertising: "विज्ञापन",
  branding: "ब्रांडिंग",
  design: "डिज़ाइन",
};
