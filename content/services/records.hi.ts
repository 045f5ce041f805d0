// The Hindi service records: each translated page (./pages/<id>.hi.ts) joined by id with its Hindi
// catalogue entry. Every service has a Hindi page, so the map is complete, as the English one is: a new service
// without its Hindi page fails the type check here.
import { serviceSummaries } from "./index.hi";
import type { ServiceId } from "./index";
import type { ServicePageContent, ServiceRecord } from "./types";
import { appDevelopment } from "./pages/app-development.hi";
import { architectureDesign } from "./pages/architecture-design.hi";
import { branding } from "./pages/branding.hi";
import { brochureDesign } from "./pages/brochure-design.hi";
import { contentMarketing } from "./pages/content-marketing.hi";
import { digitalMarketing } from "./pages/digital-marketing.hi";
import { ecommerce } from "./pages/ecommerce.hi";
import { emailMarketing } from "./pages/email-marketing.hi";
import { graphicDesign } from "./pages/graphic-design.hi";
import { logoDesign } from "./pages/logo-design.hi";
import { searchEngineMarketing } from "./pages/search-engine-marketing.hi";
import { influencerMarketing } from "./pages/influencer-marketing.hi";
import { seo } from "./pages/seo.hi";
import { socialMediaManagement } from "./pages/social-media-management.hi";
import { socialMediaMarketing } from "./pages/social-media-marketing.hi";
import { uiuxDesign } from "./pages/uiux-design.hi";
import { webDevelopment } from "./pages/web-development.hi";
import { webHosting } from "./pages/web-hosting.hi";

/** Hindi page content by service id. */
export const servicePages: Record<ServiceId, ServicePageContent> = {
  "digital-marketing": digitalMarketing,
  seo,
  "content-marketing": contentMarketing,
  "social-media-management": socialMediaManagement,
  "social-media-marketing": socialMediaMarketing,
  "search-engine-marketing": searchEngineMarketing,
  "email-marketing": emailMarketing,
  "influencer-marketing": influencerMarketing,
  ecommerce,
  "web-development": webDevelopment,
  "web-hosting": webHosting,
  "app-development": appDevelopment,
  "brochure-design": brochureDesign,
  "graphic-design": graphicDesign,
  "logo-design": logoDesign,
  "architecture-design": architectureDesign,
  "uiux-design": uiuxDesign,
  branding,
};

/** Every Hindi service record, in catalogue order. */
export const serviceRecords: ServiceRecord[] = serviceSummaries.map((summary) => ({
  ...summary,
  ...servicePages[summary.id],
}));
