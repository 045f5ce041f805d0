import * as en from "./index";
import type { ServiceId } from "./index";
import type { NavGroup } from "../types";

// Telugu names of the service catalogue (content/services/index.ts): the menus' labels and the service as a
// sentence names it (the topic reads before "గురించి", as the WhatsApp message puts it). Ids, paths and
// categories stay in the English catalogue.

export const serviceGroups: NavGroup[] = en.serviceGroups.map((group) => ({
  ...group,
  heading: { marketing: "మార్కెటింగ్", development: "డెవలప్‌మెంట్", design: "డిజైన్" }[group.category],
}));

const words: Record<ServiceId, { navLabel: string; topic: string }> = {
  "digital-marketing": { navLabel: "డిజిటల్ మార్కెటింగ్", topic: "డిజిటల్ మార్కెటింగ్ సేవల" },
  seo: { navLabel: "SEO సేవలు", topic: "SEO సేవల" },
  "content-marketing": { navLabel: "కంటెంట్ మార్కెటింగ్", topic: "కంటెంట్ మార్కెటింగ్ సేవల" },
  "social-media-management": { navLabel: "సోషల్ మీడియా నిర్వహణ", topic: "సోషల్ మీడియా నిర్వహణ" },
  "social-media-marketing": { navLabel: "సోషల్ మీడియా మార్కెటింగ్", topic: "సోషల్ మీడియా మార్కెటింగ్ సేవల" },
  "search-engine-marketing": {
    navLabel: "సెర్చ్ ఇంజిన్ మార్కెటింగ్",
    topic: "పే-పర్-క్లిక్, సెర్చ్ ఇంజిన్ మార్కెటింగ్",
  },
  "email-marketing": { navLabel: "ఈమెయిల్ మార్కెటింగ్", topic: "ఈమెయిల్ మార్కెటింగ్ సేవల" },
  "influencer-marketing": { navLabel: "ఇన్‌ఫ్లుయెన్సర్ మార్కెటింగ్", topic: "ఇన్‌ఫ్లుయెన్సర్ మార్కెటింగ్ సేవల" },
  ecommerce: { navLabel: "E-commerce వెబ్‌సైట్‌లు", topic: "e-commerce వెబ్‌సైట్ సేవల" },
  "web-development": { navLabel: "వెబ్ డెవలప్‌మెంట్", topic: "వెబ్ డెవలప్‌మెంట్ సేవల" },
  "web-hosting": { navLabel: "వెబ్ హోస్టింగ్", topic: "వెబ్ హోస్టింగ్ సేవల" },
  "app-development": { navLabel: "యాప్ డెవలప్‌మెంట్", topic: "యాప్ డెవలప్‌మెంట్ సేవల" },
  "brochure-design": { navLabel: "బ్రోచర్ డిజైన్", topic: "బ్రోచర్ డిజైన్ సేవల" },
  "graphic-design": { navLabel: "గ్రాఫిక్ డిజైన్", topic: "గ్రాఫిక్ డిజైన్ సేవల" },
  "logo-design": { navLabel: "లోగో డిజైన్", topic: "లోగో డిజైన్ సేవల" },
  "architecture-design": { navLabel: "3D ఆర్కిటెక్చర్ విజువలైజేషన్", topic: "3D ఆర్కిటెక్చర్ విజువలైజేషన్, వాక్‌త్రూలు" },
  "uiux-design": { navLabel: "UI/UX డిజైన్", topic: "UI/UX డిజైన్ సేవల" },
  branding: { navLabel: "బ్రాండింగ్", topic: "బ్రాండింగ్ సేవల" },
};

export const serviceSummaries: typeof en.serviceSummaries = en.serviceSummaries.map((summary) => ({
  ...summary,
  ...words[summary.id],
}));
