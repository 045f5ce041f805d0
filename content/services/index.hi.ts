import * as en from "./index";
import type { ServiceId } from "./index";
import type { NavGroup } from "../types";

// Hindi names of the service catalogue (content/services/index.ts): the menus' labels and the service as a
// sentence names it (the topic reads before "के बारे में", as the WhatsApp message puts it). Ids, paths and
// categories stay in the English catalogue.

export const serviceGroups: NavGroup[] = en.serviceGroups.map((group) => ({
  ...group,
  heading: { marketing: "मार्केटिंग", development: "डेवलपमेंट", design: "डिज़ाइन" }[group.category],
}));

const words: Record<ServiceId, { navLabel: string; topic: string }> = {
  "digital-marketing": { navLabel: "डिजिटल मार्केटिंग", topic: "डिजिटल मार्केटिंग सेवाओं" },
  seo: { navLabel: "SEO सेवाएँ", topic: "SEO सेवाओं" },
  "content-marketing": { navLabel: "कंटेंट मार्केटिंग", topic: "कंटेंट मार्केटिंग सेवाओं" },
  "social-media-management": { navLabel: "सोशल मीडिया मैनेजमेंट", topic: "सोशल मीडिया मैनेजमेंट" },
  "social-media-marketing": { navLabel: "सोशल मीडिया मार्केटिंग", topic: "सोशल मीडिया मार्केटिंग सेवाओं" },
  "search-engine-marketing": { navLabel: "सर्च इंजन मार्केटिंग", topic: "पे-पर-क्लिक और सर्च इंजन मार्केटिंग" },
  "email-marketing": { navLabel: "ईमेल मार्केटिंग", topic: "ईमेल मार्केटिंग सेवाओं" },
  "influencer-marketing": { navLabel: "इन्फ़्लुएंसर मार्केटिंग", topic: "इन्फ़्लुएंसर मार्केटिंग सेवाओं" },
  ecommerce: { navLabel: "E-commerce वेबसाइटें", topic: "e-commerce वेबसाइट सेवाओं" },
  "web-development": { navLabel: "वेब डेवलपमेंट", topic: "वेब डेवलपमेंट सेवाओं" },
  "web-hosting": { navLabel: "वेब होस्टिंग", topic: "वेब होस्टिंग सेवाओं" },
  "app-development": { navLabel: "ऐप डेवलपमेंट", topic: "ऐप डेवलपमेंट सेवाओं" },
  "brochure-design": { navLabel: "ब्रोशर डिज़ाइन", topic: "ब्रोशर डिज़ाइन सेवाओं" },
  "graphic-design": { navLabel: "ग्राफ़िक डिज़ाइन", topic: "ग्राफ़िक डिज़ाइन सेवाओं" },
  "logo-design": { navLabel: "लोगो डिज़ाइन", topic: "लोगो डिज़ाइन सेवाओं" },
  "architecture-design": { navLabel: "3D आर्किटेक्चर विज़ुअलाइज़ेशन", topic: "3D आर्किटेक्चर विज़ुअलाइज़ेशन और वॉकथ्रू" },
  "uiux-design": { navLabel: "UI/UX डिज़ाइन", topic: "UI/UX डिज़ाइन सेवाओं" },
  branding: { navLabel: "ब्रांडिंग", topic: "ब्रांडिंग सेवाओं" },
};

export const serviceSummaries: typeof en.serviceSummaries = en.serviceSummaries.map((summary) => ({
  ...summary,
  ...words[summary.id],
}));
