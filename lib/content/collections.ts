import type { Collection } from "./compile";
import { factPhrases } from "./factPhrases";
import { bookingSchema } from "./schemas/booking";
import { caseStudySchema } from "./schemas/caseStudies";
import { chatSchema } from "./schemas/chat";
import { jobOpeningSchema } from "./schemas/jobs";
import { navigationSchema } from "./schemas/navigation";
import { serviceSchema } from "./schemas/services";
import { siteSchema } from "./schemas/site";
import { teamMemberSchema } from "./schemas/team";
import { testimonialSchema } from "./schemas/testimonials";
import { whatsappSchema } from "./schemas/whatsapp";

// Every collection of content/ that is data: one folder, one schema, one file per entry and language
// (docs/content.md). The build compiles each into .content/<name>.json; lib/content/<name>.ts reads it.
export const collections = {
  // The one site record; its phone also goes apart, for the WhatsApp link's code that runs on every page.
  site: { name: "site", folder: "content/site", schema: siteSchema, summary: ["phone"], single: true },
  team: { name: "team", folder: "content/team", schema: teamMemberSchema },
  testimonials: { name: "testimonials", folder: "content/testimonials", schema: testimonialSchema },
  jobs: { name: "jobs", folder: "content/jobs", schema: jobOpeningSchema },
  caseStudies: { name: "caseStudies", folder: "content/case-studies", schema: caseStudySchema },
  services: {
    name: "services",
    folder: "content/services",
    schema: serviceSchema,
    phrases: factPhrases,
    // The menus, the footer, the forms and the chat name the services in the browser: only these fields.
    summary: ["id", "path", "navLabel", "topic", "category", "inServicesMenu", "alsoServedAt"],
  },
  // WhatsApp's prefilled messages; the link's code on every page carries the English file alone.
  whatsapp: { name: "whatsapp", folder: "content/whatsapp", schema: whatsappSchema, single: true, perLanguage: true },
  navigation: { name: "navigation", folder: "content/navigation", schema: navigationSchema, single: true },
  // The chat, loaded in the browser in one language, names the booking link: compiled per language too.
  booking: { name: "booking", folder: "content/booking", schema: bookingSchema, single: true, perLanguage: true },
  // The chat's panel loads in the browser: each language compiled apart, so it carries its own words only.
  chat: {
    name: "chat",
    folder: "content/chat",
    schema: chatSchema,
    phrases: factPhrases,
    single: true,
    perLanguage: true,
  },
} satisfies Record<string, Collection>;
