import { facts } from "./facts";
import bookingFile from "../.content/booking.en.json" with { type: "json" };
import { contactForm, type ContactFormCopy } from "./contactForm";
import { CONTACT_FORM_ID } from "./paths";
import { site } from "./site";

// The booking link's words are the booking's (content/booking/).
const bookingCopy = bookingFile[0]!;

const { days, opens, closes } = site.hours.structuredData;

export interface ContactPageCopy {
  hero: { eyebrow: string; heading: string; lead: string; cta: { label: string; href: string } };
  details: {
    heading: string;
    addressLabel: string;
    phoneLabel: string;
    emailLabel: string;
    hoursLabel: string;
    hours: { scope: string; lines: string[] }[];
  };
  map: {
    title: string;
    image: { src: string; width: number; height: number; alt: string };
    loadLabel: string;
    openLabel: string;
    openNewTab: string;
    loadNote: string;
    directionsLabel: string;
    directionsNewTab: string;
  };
  form: ContactFormCopy;
  /** Above the form: the line that offers a booked call instead (the booking page is English only so far). */
  bookCall: { lead: string; label: string };
  whyReachOut: { heading: string; reasons: { title: string; text: string }[] };
}

/**
 * Copy of the Contact page (/contact). The address, phone, e-mail, hours and map come from the one
 * site record (content/site.ts); this file holds only the page's own words.
 */
export const contactPage: ContactPageCopy = {
  hero: {
    eyebrow: "Contact Us",
    heading: "Let's talk about your growth",
    lead: "Call, e-mail, drop by our Manikonda office or send us a message. A strategist — not a bot — replies within one working day.",
    cta: { label: "Get in Touch", href: `#${CONTACT_FORM_ID}` },
  },
  details: {
    heading: "Visit or call us",
    addressLabel: "Office",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    hoursLabel: "Opening hours",
    /** All three readings of the hours, each under what it is for (site.hours.scopes; docs/decisions.md). */
    hours: [
      { scope: site.hours.scopes.contactPage, lines: [site.hours.contactPage.weekdays, site.hours.contactPage.sunday] },
      { scope: site.hours.scopes.chat, lines: [site.hours.chat] },
      // The structured-data reading, written "Mon–Fri 09:00–19:00" (docs/decisions.md, "Opening hours").
      {
        scope: site.hours.scopes.structuredData,
        lines: [`${days[0]!.slice(0, 3)}–${days.at(-1)!.slice(0, 3)} ${opens}–${closes}`],
      },
    ],
  },
  map: {
    /** The embed's title (read by screen readers) once the visitor loads it. */
    title: "Map showing our office in Manikonda, Hyderabad",
    /** A static picture shipped with the site: nothing is fetched from a maps service until asked. */
    image: {
      src: "/images/contact/office-map.svg",
      width: 640,
      height: 480,
      alt: "Street map of Manikonda, Hyderabad, with our office marked on Main Road, near Lanco Hills and the Outer Ring Road",
    },
    loadLabel: "Show map (loads Google Maps)",
    /** Without scripts the map cannot load in place: a link opens it on the maps service instead. */
    openLabel: "Show map on Google Maps",
    openNewTab: "(opens in a new tab)",
    loadNote: "Loading the interactive map connects you to Google, which receives your IP address and browser details.",
    directionsLabel: "Get directions",
    directionsNewTab: "(opens Google Maps in a new tab)",
  },
  form: contactForm,
  bookCall: { lead: bookingCopy.link.lead, label: bookingCopy.link.label },
  whyReachOut: {
    heading: "Why Reach Out",
    reasons: [
      {
        title: "A free growth audit",
        text: "We review your website, search ranking and social pages and tell you the three things to fix first.",
      },
      {
        title: "Clear prices in rupees",
        text: `Packages from ${facts.prices.landingPage.from} for a landing page, with a written quote before any work starts.`,
      },
      {
        title: "A reply within one working day",
        text: "A strategist answers your message personally, usually the same day.",
      },
      {
        title: "One team for everything",
        text: "Marketing, websites and design under one roof, so nothing falls between agencies.",
      },
      {
        title: "Local and accountable",
        text: "Meet us in Manikonda, Hyderabad. Monthly reports you can read in five minutes.",
      },
    ],
  },
};
