import { BOOKING_PATH, CONFIRM_BOOKING_PATH, MANAGE_BOOKING_PATH, pagePaths } from "@/lib/paths";
import type { Collection } from "./compile";
import { factPhrases, factsCollection } from "./factPhrases";
import { breachNoticeSchema } from "./schemas/breachNotice";
import { aboutSchema } from "./schemas/about";
import { caseStudiesPageSchema } from "./schemas/caseStudiesPage";
import { contactSchema } from "./schemas/contact";
import { servicesOverviewSchema } from "./schemas/servicesOverview";
import { caseStudySchema } from "./schemas/caseStudies";
import { industrySchema } from "./schemas/industries";
import { insightsPageSchema } from "./schemas/insightsPage";
import { careersSchema } from "./schemas/careers";
import { formFieldsSchema } from "./schemas/formFields";
import { formsSchema } from "./schemas/forms";
import { clientSchema } from "./schemas/clients";
import { controlsSchema } from "./schemas/controls";
import { homeSchema } from "./schemas/home";
import { jobOpeningSchema } from "./schemas/jobs";
import { privacyNoticeSchema } from "./schemas/privacy";
import { rightsRequestSchema } from "./schemas/rightsRequest";
import { notFoundSchema } from "./schemas/notFound";
import { pageSchema } from "./schemas/pages";
import { searchPageSchema } from "./schemas/searchPage";
import { bookingSchema } from "./schemas/booking";
import { chatSchema } from "./schemas/chat";
import { navigationSchema } from "./schemas/navigation";
import { serviceSchema } from "./schemas/services";
import { siteSchema } from "./schemas/site";
import { teamMemberSchema } from "./schemas/team";
import { testimonialSchema } from "./schemas/testimonials";
import { workSchema } from "./schemas/work";
import { whatsappSchema } from "./schemas/whatsapp";
import { glossarySchema } from "./schemas/glossary";
import { seoSchema } from "./schemas/seo";
import { termsSchema } from "./schemas/terms";

// Every collection of content/ that is data: one folder, one schema, one file per entry and language
// (docs/content.md). The build compiles each into .content/<name>.json; lib/content/<name>.ts reads it.
export const collections = {
  // The one site record; its phone also goes apart, for the WhatsApp link's code that runs on every page.
  site: { name: "site", folder: "content/site", schema: siteSchema, summaries: { summary: ["phone"] }, single: true },
  // The figures and prices many pages state, and the words around them; pages name them as {{name}}.
  facts: factsCollection,
  team: { name: "team", folder: "content/team", schema: teamMemberSchema },
  testimonials: {
    name: "testimonials",
    folder: "content/testimonials",
    schema: testimonialSchema,
    fixedCount: { entries: 5, reason: "home rotates five testimonials" },
  },
  jobs: { name: "jobs", folder: "content/jobs", schema: jobOpeningSchema },
  caseStudies: { name: "caseStudies", folder: "content/case-studies", schema: caseStudySchema },
  services: {
    name: "services",
    folder: "content/services",
    schema: serviceSchema,
    phrases: factPhrases,
    // Every page's code finds a service by its address and names its topic in WhatsApp's message; the forms'
    // checks, loaded on a form page, know the services' labels: only these fields go to the browser.
    summaries: { summary: ["id", "path", "topic", "alsoServedAt"], labels: ["id", "navLabel"] },
  },
  privacy: {
    name: "privacy",
    folder: "content/privacy",
    schema: privacyNoticeSchema,
    single: true,
    pages: [pagePaths.privacy],
  },
  rightsRequest: { name: "rightsRequest", folder: "content/rights-request", schema: rightsRequestSchema, single: true },
  breachNotice: { name: "breachNotice", folder: "content/breach-notice", schema: breachNoticeSchema, single: true },
  notFound: { name: "notFound", folder: "content/not-found", schema: notFoundSchema, single: true },
  searchPage: {
    name: "searchPage",
    folder: "content/search-page",
    schema: searchPageSchema,
    single: true,
    pages: [pagePaths.search],
  },
  about: {
    name: "about",
    folder: "content/about",
    schema: aboutSchema,
    phrases: factPhrases,
    single: true,
    pages: [pagePaths.about],
  },
  pages: { name: "pages", folder: "content/pages", schema: pageSchema },
  contact: {
    name: "contact",
    folder: "content/contact",
    schema: contactSchema,
    phrases: factPhrases,
    single: true,
    pages: [pagePaths.contact],
  },
  servicesOverview: {
    name: "servicesOverview",
    folder: "content/services-overview",
    schema: servicesOverviewSchema,
    phrases: factPhrases,
    single: true,
    pages: [pagePaths.services],
  },
  caseStudiesPage: {
    name: "caseStudiesPage",
    folder: "content/case-studies-page",
    schema: caseStudiesPageSchema,
    single: true,
    pages: ["/case-studies"],
  },
  insightsPage: {
    name: "insightsPage",
    folder: "content/insights-page",
    schema: insightsPageSchema,
    single: true,
    pages: ["/insights"],
  },
  industries: { name: "industries", folder: "content/industries", schema: industrySchema },
  careers: {
    name: "careers",
    folder: "content/careers",
    schema: careersSchema,
    phrases: factPhrases,
    single: true,
    pages: [pagePaths.careers],
  },
  // The marks around every field go apart, for the fields' markup that runs in the browser.
  formFields: {
    name: "formFields",
    folder: "content/form-fields",
    schema: formFieldsSchema,
    single: true,
    summaries: { summary: ["requiredMark", "optionalMark", "honeypotLabel"] },
  },
  forms: { name: "forms", folder: "content/forms", schema: formsSchema, single: true },
  home: {
    name: "home",
    folder: "content/home",
    schema: homeSchema,
    phrases: factPhrases,
    single: true,
    pages: [pagePaths.home],
  },
  controls: { name: "controls", folder: "content/controls", schema: controlsSchema, single: true },
  clients: { name: "clients", folder: "content/clients", schema: clientSchema },
  work: { name: "work", folder: "content/work", schema: workSchema },
  // WhatsApp's prefilled messages; the link's code on every page carries the English file alone.
  whatsapp: { name: "whatsapp", folder: "content/whatsapp", schema: whatsappSchema, single: true, perLanguage: true },
  navigation: { name: "navigation", folder: "content/navigation", schema: navigationSchema, single: true },
  // The chat, loaded in the browser in one language, names the booking link: compiled per language too.
  booking: {
    name: "booking",
    folder: "content/booking",
    schema: bookingSchema,
    single: true,
    pages: [BOOKING_PATH, MANAGE_BOOKING_PATH, CONFIRM_BOOKING_PATH],
    perLanguage: true,
  },
  // The chat's panel loads in the browser: each language compiled apart, so it carries its own words only.
  chat: {
    name: "chat",
    folder: "content/chat",
    schema: chatSchema,
    phrases: factPhrases,
    single: true,
    perLanguage: true,
  },
  seo: { name: "seo", folder: "content/seo", schema: seoSchema, single: true },
  // The translation checks' word lists: one term per concept in each language, and the English a translation keeps.
  terms: { name: "terms", folder: "content/terms", schema: termsSchema, single: true },
  glossary: { name: "glossary", folder: "content/glossary", schema: glossarySchema, single: true },
} satisfies Record<string, Collection>;
