import type { Collection } from "./compile";
import { factPhrases } from "./factPhrases";
import { caseStudySchema } from "./schemas/caseStudies";
import { clientSchema } from "./schemas/clients";
import { controlsSchema } from "./schemas/controls";
import { homeSchema } from "./schemas/home";
import { jobOpeningSchema } from "./schemas/jobs";
import { serviceSchema } from "./schemas/services";
import { siteSchema } from "./schemas/site";
import { teamMemberSchema } from "./schemas/team";
import { testimonialSchema } from "./schemas/testimonials";
import { workSchema } from "./schemas/work";

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
  home: { name: "home", folder: "content/home", schema: homeSchema, phrases: factPhrases, single: true },
  controls: { name: "controls", folder: "content/controls", schema: controlsSchema, single: true },
  clients: { name: "clients", folder: "content/clients", schema: clientSchema },
  work: { name: "work", folder: "content/work", schema: workSchema },
} satisfies Record<string, Collection>;
