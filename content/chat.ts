import { band, facts, weeksUnbroken } from "./facts";
import { BOOKING_PATH, enquiryPath, pagePaths } from "./paths";
import type { ServiceId } from "./services";
import { emailLink, phoneLink, site } from "./site";
import { whatsappChatBase } from "./phone";
import type { RichBlock, RichInline } from "./types";
import bookingFile from "../.content/booking.en.json" with { type: "json" };

const bookingCopy = bookingFile[0]!;

// The scripted chat assistant: a fixed decision tree. Plain data only — every message is a list of
// blocks, and a block is a paragraph (text, or text mixed with links) or a bullet list. Links are data
// ({ text, href }), never HTML: the widget renders tel:, mailto: and in-site ("/…") links and nothing else.

export type ChatNodeId =
  | "start"
  | "services"
  | "branding"
  | "webdev"
  | "marketing"
  | "ecommerce"
  | "quote"
  | "contact"
  | "pricing"
  | "process"
  | "careers";

/** A piece of a paragraph: plain text, or a link (the chat renders only tel:, mailto: and on-site links). */
export type ChatInline = RichInline;

/** A paragraph (plain or with links) or a bullet list. */
export type ChatBlock = RichBlock;

export interface ChatOption {
  label: string;
  next: ChatNodeId;
}

export interface ChatNode {
  message: ChatBlock[];
  options: ChatOption[];
  /**
   * The service this answer is about: a quote asked for after it links to the contact form with that service
   * chosen (lib/chat.ts), so the visitor does not have to say again what they were asking about.
   */
  serviceId?: ServiceId;
}

/** The whole tree: every node, in one language (content/chat.te.ts, chat.hi.ts share its ids and options). */
export type ChatTree = Record<ChatNodeId, ChatNode>;

/** The panel's own words around the tree; the title and subtitle head the panel. */
export interface ChatAssistantCopy {
  title: string;
  subtitle: string;
  /** Who the bot's and the visitor's messages are from (read out before each message). */
  botName: string;
  userName: string;
  /** Shown (and announced) while a reply is on its way. */
  typing: string;
  restartLabel: string;
  closeLabel: string;
  /** Accessible names of the message log and of the reply buttons. */
  logLabel: string;
  optionsLabel: string;
  /** The node every conversation starts at. */
  startNode: ChatNodeId;
}

/** Shared option labels, so the same choice reads the same everywhere in the tree. */
const toQuote: ChatOption = { label: "Get a Quote", next: "quote" };
const toPricing: ChatOption = { label: "Pricing & Timeline", next: "pricing" };
const toServices: ChatOption = { label: "Back to Services", next: "services" };
const toMenu: ChatOption = { label: "Main Menu", next: "start" };

export const chatAssistant: ChatAssistantCopy = {
  title: `${site.name} assistant`,
  subtitle: "Quick answers on services, pricing and more",
  botName: site.name,
  userName: "You",
  typing: `${site.name} is typing…`,
  restartLabel: "Restart conversation",
  closeLabel: "Close chat",
  logLabel: "Conversation",
  optionsLabel: "Choose a reply",
  startNode: "start",
};

export const chatTree: ChatTree = {
  start: {
    message: [
      `Namaste! I’m the ${site.name} assistant. We help Indian businesses grow with marketing, websites, apps and design — all from our studio in Hyderabad.`,
      "What would you like to know?",
    ],
    options: [
      { label: "Our Services", next: "services" },
      toQuote,
      { label: "Contact Info", next: "contact" },
      toPricing,
      { label: "How We Work", next: "process" },
      { label: "Careers", next: "careers" },
    ],
  },

  services: {
    message: ["We cover the whole journey from first logo to the thousandth order. Which area are you interested in?"],
    options: [
      { label: "Branding", next: "branding" },
      { label: "Web/App Development", next: "webdev" },
      { label: "Digital Marketing", next: "marketing" },
      { label: "E-Commerce", next: "ecommerce" },
      { label: "Back", next: "start" },
    ],
  },

  branding: {
    serviceId: "branding",
    message: [
      "Branding: we shape how customers see and remember you.",
      {
        list: [
          "Logo design and complete visual identity",
          "Brand guidelines, colours and typography",
          "Brochures, packaging and social media kits",
        ],
      },
      `A branding pack costs ${band(facts.prices.brandingPack)}, and a full branding project typically takes ${facts.timelines.branding}.`,
    ],
    options: [toQuote, toPricing, toServices],
  },

  webdev: {
    serviceId: "web-development",
    message: [
      "Web/App Development: fast, mobile-first websites and apps built to convert visitors into enquiries.",
      {
        list: [
          "Landing pages and business websites",
          "Custom web applications and dashboards",
          "Android and iOS apps from one codebase",
        ],
      },
      "Our tech stack: React, Next.js, Node.js, MongoDB, React-Native.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  marketing: {
    serviceId: "digital-marketing",
    message: [
      "Digital Marketing: campaigns that bring measurable leads and sales, reported every month in plain numbers.",
      {
        list: [
          "SEO and local search for Hyderabad and beyond",
          "Google and Meta ads (pay-per-click)",
          "Social media, content, email and influencer marketing",
        ],
      },
      "Marketing campaigns are priced custom, after we understand your goals and budget.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  ecommerce: {
    serviceId: "ecommerce",
    message: [
      "E-Commerce: online stores that are easy to manage and quick to check out from.",
      {
        list: [
          "Product catalogues, carts and secure checkout",
          "UPI, card and net-banking payment gateways",
          "Shipping, GST invoices and inventory integrations",
        ],
      },
      "We also set up the marketing that brings shoppers to your store.",
    ],
    options: [toQuote, toPricing, toServices],
  },

  quote: {
    message: [
      "Happy to prepare a quote! Tell us a few lines about your business, what you need and your timeline in our enquiry form — we reply within one working day.",
      // The chat points this link at the service the visitor asked about, when they did.
      [{ text: "Open the enquiry form", href: enquiryPath() }],
      // Left out where no receiver takes bookings (lib/chat.ts).
      ["Or talk it through: ", { text: bookingCopy.link.label, href: BOOKING_PATH }, " at a time you pick."],
    ],
    options: [toMenu],
  },

  contact: {
    message: [
      "Here is how to reach us:",
      {
        list: [
          ["Phone: ", phoneLink],
          ["E-mail: ", emailLink],
          // Shown with a prefilled message (about the service asked about, if any): lib/chat.ts.
          ["WhatsApp: ", { text: "send us a message", href: whatsappChatBase }],
          `Office: ${site.address.streetAddress}, ${site.address.city}`,
          ["Call at a time you pick: ", { text: bookingCopy.link.label, href: BOOKING_PATH }],
        ],
      },
      `We reply on chat and phone ${site.hours.chat}.`,
      ["How we handle what you send us: our ", { text: "privacy notice", href: pagePaths.privacy }, "."],
    ],
    options: [toQuote, toMenu],
  },

  pricing: {
    message: [
      "Typical price ranges (the final quote depends on scope):",
      {
        list: [
          `Landing page: ${band(facts.prices.landingPage)}`,
          `Business website: ${band(facts.prices.businessWebsite)}`,
          `Web app: ${band(facts.prices.webApp)}`,
          `Branding pack: ${band(facts.prices.brandingPack)}`,
          "Marketing campaigns: custom",
        ],
      },
      `A landing page usually goes live in ${weeksUnbroken(facts.timelines.landingPage)} and a business website in ${weeksUnbroken(facts.timelines.businessWebsite)}; web apps are planned in milestones.`,
    ],
    options: [toQuote, { label: "How We Work", next: "process" }, toMenu],
  },

  process: {
    message: [
      "Every project follows the same five steps:",
      {
        list: ["Discovery Call", "Proposal & Pricing", "Design & Development", "Revisions", "Launch & Support"],
      },
      "You see progress at every step, and nothing goes live without your approval.",
    ],
    options: [toQuote, toPricing, toMenu],
  },

  careers: {
    message: [
      "We’re growing! These are the roles we hire for through the year:",
      { list: ["Frontend Developer", "UI/UX Designer", "Content Marketer"] },
      [
        "See which are open today and apply on our ",
        { text: "careers page", href: "/careers" },
        ", or e-mail your CV to ",
        emailLink,
        ".",
      ],
    ],
    options: [toMenu],
  },
};
