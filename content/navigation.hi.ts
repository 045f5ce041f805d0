import { site } from "./site";
import type { LayoutCopy, MainNavItem } from "./navigation";
import type { LinkRecord } from "./types";

// Hindi: the header, menus and footer. Links keep the English paths; the site prefixes them at render time.
const work: LinkRecord = { label: "हमारा काम", href: "/case-studies" };
const insights: LinkRecord = { label: "इनसाइट्स", href: "/insights" };

export const mainNav: MainNavItem[] = [
  { label: "होम", href: "/" },
  { label: "हमारे बारे में", href: "/about" },
  { label: "सेवाएँ", href: "/services", opensServicesMenu: true },
  work,
  insights,
  { label: "करियर", href: "/careers" },
  { label: "संपर्क करें", href: "/contact" },
];

export const footerQuickLinks: LinkRecord[] = [
  { label: "होम", href: "/" },
  { label: "हमारे बारे में", href: "/about" },
  { label: "सेवाएँ", href: "/services" },
  work,
  insights,
  { label: "करियर", href: "/careers" },
  { label: "संपर्क करें", href: "/contact" },
];

export const layoutCopy: LayoutCopy = {
  skipLink: "मुख्य सामग्री पर जाएँ",
  homeLinkLabel: `${site.name} — होम पेज`,
  mainNavLabel: "मुख्य मेन्यू",
  mobileNavLabel: "मोबाइल मेन्यू",
  menuLabel: "मेन्यू",
  themeToggleLabel: "डार्क थीम",
  allServicesLabel: "सभी सेवाएँ देखें",
  followUsLabel: "हमें फ़ॉलो करें",
  languagesLabel: "भाषा",
  whatsapp: {
    headerPrefix: "WhatsApp पर हमसे बात करें: ",
    menuPrefix: "WhatsApp",
  },
  contactBar: {
    label: "हमें कॉल या मैसेज करें",
    call: "कॉल",
    callNumber: ` ${site.phone.display}`,
    whatsapp: "WhatsApp",
  },
  footer: {
    tagline: "भारतीय कारोबार को बढ़ाने वाली मार्केटिंग, वेबसाइट और डिज़ाइन — हैदराबाद में बनी।",
    socialLabel: "सोशल मीडिया",
    quickLinksHeading: "ज़रूरी लिंक",
    servicesHeading: "सेवाएँ",
    contactHeading: "हमसे मिलें",
    allServicesLabel: "सभी सेवाएँ",
    copyright: { symbol: "©", holder: `${site.legalName}, हैदराबाद। सर्वाधिकार सुरक्षित।` },
  },
};
