import { phone } from "./phone";
import type { SiteRecord } from "./types";

/** Fallback origin when NEXT_PUBLIC_SITE_URL is not set at build time (README, "Configuration"). */
export const DEFAULT_SITE_URL = "https://www.deccandigital.example";

/**
 * The one site record. Every fact an editor may change — name, phone, e-mail, address, hours, social
 * profiles — lives here once; header, footer, chat, contact page and structured data all read it.
 * The name, phone and e-mail are working values chosen for this build: replace them here.
 */
export const site: SiteRecord = {
  name: "Deccan Digital",
  legalName: "Deccan Digital Studio",
  tagline: "Marketing, websites and design that help Indian businesses grow — built in Hyderabad.",
  description:
    "Deccan Digital is a Hyderabad digital marketing, web development and design agency for startups, SMBs and enterprises across India.",
  url: (process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, ""),
  locale: "en_IN",
  phone,
  email: "hello@deccandigital.example",
  address: {
    streetAddress: "Plot 42, Second Floor, Sri Sai Towers, Main Road, Manikonda",
    locality: "Manikonda",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500089",
    country: "India",
    countryCode: "IN",
  },
  geo: { latitude: 17.4018, longitude: 78.3866 },
  mapEmbedUrl: "https://www.google.com/maps?q=Manikonda%2C%20Hyderabad%2C%20Telangana%20500089&output=embed",
  /** The office on the maps service's own page, for visitors whose browser runs no scripts. */
  mapViewUrl: "https://www.google.com/maps?q=Manikonda%2C%20Hyderabad%2C%20Telangana%20500089",
  mapDirectionsUrl: "https://www.google.com/maps/dir/?api=1&destination=17.4018%2C78.3866",
  hours: {
    contactPage: { weekdays: "Mon-Sat 9:00 AM-6:00 PM", sunday: "Sunday closed" },
    chat: "Mon–Sat, 10 AM–7 PM",
    structuredData: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "19:00",
    },
    // The contact page shows all three with these labels: walk-ins, replies, and booked meetings (the
    // weekday reading search engines get).
    scopes: {
      contactPage: "Office visits",
      chat: "Replies on chat and phone",
      structuredData: "Meetings by appointment",
    },
  },
  social: [
    { platform: "instagram", label: "Instagram", url: "https://www.instagram.com/deccandigital.example" },
    { platform: "facebook", label: "Facebook", url: "https://www.facebook.com/deccandigital.example" },
    { platform: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/deccandigital-example" },
    { platform: "x", label: "X (Twitter)", url: "https://x.com/deccandigital_ex" },
    { platform: "youtube", label: "YouTube", url: "https://www.youtube.com/@deccandigital.example" },
  ],
  foundingYear: 2018,
  privacy: {
    noticeVersion: "2026-11-27-4",
    updated: "2026-11-27",
    officer: { name: "Meera Iyer", role: "Grievance Officer", email: "privacy@deccandigital.example" },
    retentionMonths: { enquiries: 24, applications: 12 },
    measurementRawDays: 30,
    answerDays: { request: 30, grievance: 90 },
    rightsKeepDays: { unconfirmed: 30, answered: 365, withdrawLinks: 400 },
  },
};

/** The phone and e-mail as links inside copy (RichInline, content/types.ts): the chat and the forms' notices. */
export const phoneLink = { text: site.phone.display, href: `tel:${site.phone.e164}` };
export const emailLink = { text: site.email, href: `mailto:${site.email}` };
