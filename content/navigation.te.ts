import { site } from "./site";
import type { LayoutCopy, MainNavItem } from "./navigation";
import type { LinkRecord } from "./types";

// Telugu: the header, menus and footer. Links keep the English paths; the site prefixes them at render time.
const work: LinkRecord = { label: "మా పనులు", href: "/case-studies" };
const insights: LinkRecord = { label: "ఇన్‌సైట్స్", href: "/insights" };

export const mainNav: MainNavItem[] = [
  { label: "హోమ్", href: "/" },
  { label: "మా గురించి", href: "/about" },
  { label: "సేవలు", href: "/services", opensServicesMenu: true },
  work,
  insights,
  { label: "ఉద్యోగాలు", href: "/careers" },
  { label: "సంప్రదించండి", href: "/contact" },
];

export const footerQuickLinks: LinkRecord[] = [
  { label: "హోమ్", href: "/" },
  { label: "మా గురించి", href: "/about" },
  { label: "సేవలు", href: "/services" },
  work,
  insights,
  { label: "ఉద్యోగాలు", href: "/careers" },
  { label: "సంప్రదించండి", href: "/contact" },
];

export const layoutCopy: LayoutCopy = {
  skipLink: "ముఖ్య విషయానికి వెళ్లండి",
  homeLinkLabel: `${site.name} — హోమ్ పేజీ`,
  mainNavLabel: "ప్రధాన మెనూ",
  mobileNavLabel: "మొబైల్ మెనూ",
  menuLabel: "మెనూ",
  themeToggleLabel: "డార్క్ థీమ్",
  allServicesLabel: "అన్ని సేవలు చూడండి",
  followUsLabel: "మమ్మల్ని ఫాలో అవ్వండి",
  languagesLabel: "భాష",
  whatsapp: {
    headerPrefix: "WhatsApp ద్వారా మాతో మాట్లాడండి: ",
    menuPrefix: "WhatsApp",
  },
  contactBar: {
    label: "మాకు ఫోన్ చేయండి లేదా మెసేజ్ పంపండి",
    call: "ఫోన్",
    callNumber: ` ${site.phone.display}`,
    whatsapp: "WhatsApp",
  },
  footer: {
    tagline: "భారతీయ వ్యాపారాలు ఎదగడానికి మార్కెటింగ్, వెబ్‌సైట్, డిజైన్ — హైదరాబాద్‌లో తయారు.",
    socialLabel: "సోషల్ మీడియా",
    quickLinksHeading: "ముఖ్య లింకులు",
    servicesHeading: "సేవలు",
    contactHeading: "మమ్మల్ని కలవండి",
    allServicesLabel: "అన్ని సేవలు",
    copyright: { symbol: "©", holder: `${site.legalName}, హైదరాబాద్. అన్ని హక్కులు మావే.` },
  },
};
