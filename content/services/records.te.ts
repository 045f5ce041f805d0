// The Telugu service records: each translated page (./pages/<id>.te.ts) joined by id with its Telugu
// catalogue entry. Every service has a Telugu page, so the map is complete, as the English one is: a new service
// without its Telugu page fails the type check here.
import { serviceSummaries } from "./index.te";
import type { ServiceId } from "./index";
import type { ServicePageContent, ServiceRecord } from "./types";
import { appDevelopment } from "./pages/app-development.te";
import { architectureDesign } from "./pages/architecture-design.te";
import { branding } from "./pages/branding.te";
import { brochureDesign } from "./pages/brochure-design.te";
import { contentMarketing } from "./pages/content-marketing.te";
import { digitalMarketing } from "./pages/digital-marketing.te";
import { ecommerce } from "./pages/ecommerce.te";
import { emailMarketing } from "./pages/email-marketing.te";
import { graphicDesign } from "./pages/graphic-design.te";
import { logoDesign } from "./pages/logo-design.te";
import { searchEngineMarketing } from "./pages/search-engine-marketing.te";
import { influencerMarketing } from "./pages/influencer-marketing.te";
import { seo } from "./pages/seo.te";
import { socialMediaManagement } from "./pages/social-media-management.te";
import { socialMediaMarketing } from "./pages/social-media-marketing.te";
import { uiuxDesign } from "./pages/uiux-design.te";
import { webDevelopment } from "./pages/web-development.te";
import { webHosting } from "./pages/web-hosting.te";

/** Telugu page content by service id. */
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

/** Every Telugu service record, in catalogue order. */
export const serviceRecords: ServiceRecord[] = serviceSummaries.map((summary) => ({
  ...summary,
  ...servicePages[summary.id],
}));
