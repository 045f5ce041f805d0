import type { InsightTagLabels } from "./tags";

/** Telugu labels of the insights tags (content/insights/tags.ts); the guides themselves stay in English. */
export const insightTags: InsightTagLabels = {
  "local-seo": "లోకల్ SEO",
  seo: "SEO",
  websites: "వెబ్‌సైట్‌లు",
  pricing: "ధరలు",
  ecommerce: "E-commerce",
  payments: "చెల్లింపులు",
  gst: "GST",
  reporting: "రిపోర్టింగ్",
  analytics: "అనలిటిక్స్",
  festivals: "పండుగలు",
  "social-media": "సోషల్ మీడియా",
  advertising: "ప్రకటనలు",
  branding: "బ్రాండింగ్",
  design: "డిజైన్",
};
