// The complete service records: each catalogue entry (./index.ts) joined by id with its page content
// (./pages/<id>.ts). Server-side only (pages, sitemap, structured data, search index): the client bundle
// imports the small catalogue, never the copy.
import { serviceSummaries, type ServiceId } from "./index";
import type { ServicePageContent, ServiceRecord } from "./types";
import { appDevelopment } from "./pages/app-development";
import { architectureDesign } from "./pages/architecture-design";
import { branding } from "./pages/branding";
import { brochureDesign } from "./pages/brochure-design";
import { contentMarketing } from "./pages/content-marketing";
import { digitalMarketing } from "./pages/digital-marketing";
import { ecommerce } from "./pages/ecommerce";
import { emailMarketing } from "./pages/email-marketing";
import { graphicDesign } from "./pages/graphic-design";
import { influencerMarketing } from "./pages/influencer-marketing";
import { logoDesign } from "./pages/logo-design";
import { searchEngineMarketing } from "./pages/search-engine-marketing";
import { seo } from "./pages/seo";
import { socialMediaManagement } from "./pages/social-media-management";
import { socialMediaMarketing } from "./pages/social-media-marketing";
import { uiuxDesign } from "./pages/uiux-design";
import { webDevelopment } from "./pages/web-development";
import { webHosting } from "./pages/web-hosting";

/** Page content by service id. */
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

/** Every service record, in catalogue order (a catalogue entry without a page fails the type check). */
export const serviceRecords: ServiceRecord[] = serviceSummaries.map((summary) => {
  return { ...summary, ...servicePages[summary.id] };
});

const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function serviceRecordById(id: string): ServiceRecord {
  const record = serviceRecords.find((r) => r.id === id);
  if (!record) throw new Error(`Unknown service id "${id}"`);
  return record;
}

/** The record served at a path: its canonical path (with or without a trailing slash) or a second address. */
export function serviceRecordByPath(path: string): ServiceRecord | undefined {
  const wanted = strip(path);
  return serviceRecords.find(
    (r) => strip(r.path) === wanted || (r.alsoServedAt ?? []).some((p) => strip(p) === wanted),
  );
}
