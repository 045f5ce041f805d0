// Shapes of the content records. Records are plain data: strings, numbers, arrays and objects only —
// no JSX, no class names. Components decide how a record looks.

/** A piece of a paragraph: plain text, or a link (a path on this site, tel:, mailto: or https:). */
export type RichInline = string | { text: string; href: string };

/** A paragraph (plain, or text mixed with links) or a bullet list. Rendered as elements, never as HTML. */
export type RichBlock = string | RichInline[] | { list: (RichInline | RichInline[])[] };

/** A frequently asked question; the answer is plain text (it also goes into FAQPage structured data). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A link inside the site or to the outside world. */
export interface LinkRecord {
  label: string;
  href: string;
}

export type SocialPlatform = "instagram" | "facebook" | "linkedin" | "x" | "youtube";

export interface SocialProfile {
  platform: SocialPlatform;
  /** Visible/accessible name, e.g. "Instagram". */
  label: string;
  url: string;
}

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

/** Three conflicting readings of the opening hours, each shown where it is used (docs/decisions.md). */
export interface OpeningHours {
  /** Shown on the contact page. */
  contactPage: { weekdays: string; sunday: string };
  /** Said by the chat assistant. */
  chat: string;
  /** Used in structured data (schema.org OpeningHoursSpecification). */
  structuredData: { days: string[]; opens: string; closes: string };
  /** What each reading is for, said beside it, so the three never read as one claim. */
  scopes: { contactPage: string; chat: string; structuredData: string };
}

export interface SiteRecord {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  /** Absolute origin without a trailing slash; from NEXT_PUBLIC_SITE_URL at build time. */
  url: string;
  locale: string;
  phone: { display: string; e164: string };
  email: string;
  address: PostalAddress;
  geo: { latitude: number; longitude: number };
  /** The maps service's embed, loaded into /contact only when the visitor asks for it. */
  mapEmbedUrl: string;
  /** The office on the maps service's own page (the contact page's map link without JavaScript). */
  mapViewUrl: string;
  /** Directions to the office on the maps service, opened in a new tab (nothing loads into the page). */
  mapDirectionsUrl: string;
  hours: OpeningHours;
  social: SocialProfile[];
  foundingYear: number;
  privacy: PrivacyFacts;
}

/**
 * The facts of how personal data is handled (DPDP Act 2023). The privacy notice, the short notices at
 * each form, the application's consent text and the lead inbox's `purge` all read these fields.
 */
export interface PrivacyFacts {
  /**
   * Version of the privacy notice; forms send it with each submission and the lead inbox stores it. Made by the
   * build from the notice's date and text (lib/content/noticeVersion.ts), never typed.
   */
  noticeVersion: string;
  /** Date the notice last changed (ISO). */
  updated: string;
  /** The person who answers data-protection questions and grievances. */
  officer: { name: string; role: string; email: string };
  /** How long each kind of lead is kept, in months, before `npm run leads -- purge` deletes it. */
  retentionMonths: { enquiries: number; applications: number };
  /** Days the site's own page views and speed figures are kept raw; after that only daily totals stay. */
  measurementRawDays: number;
  /** Days within which a request about one's data is answered: the notice's promise, and a grievance's. */
  answerDays: { request: number; grievance: number };
  /** Days kept: a request never confirmed, a case after its answer, a withdraw link's code. */
  rightsKeepDays: { unconfirmed: number; answered: number; withdrawLinks: number };
}

export type ServiceCategory = "marketing" | "development" | "design";

export interface NavGroup {
  category: ServiceCategory;
  heading: string;
}

/**
 * One field of a form, once: how it is rendered, what it accepts and how a lead keeps it. The form renders its
 * record in one loop; the rules (lib/forms/rules.ts) check it in the browser and again in the receiver; the
 * receiver stores it in `column`, and the desk, the CSV and the e-mail show it under `label`. Adding an
 * optional field is a record here plus a migration that adds its column.
 */
export interface FormFieldSpec<Name extends string = string> {
  /** The field's name in the submission (and, prefixed by the form, its id). */
  name: Name;
  label: string;
  /** The input's type; omitted for plain text, "textarea" for several lines, "file" for an upload. */
  type?: "tel" | "email" | "url" | "number" | "textarea" | "file" | "select";
  autoComplete?: "name" | "tel" | "email";
  inputMode?: "tel" | "url" | "decimal";
  /** The message under the field when it is left empty; a field without one is optional. */
  required?: string;
  /** Most characters accepted: the input's maxlength and the receiver's cap. */
  maxLength?: number;
  /** What a filled-in value must look like, beyond its length. */
  format?: "phone" | "email" | "url" | "years";
  /** A select's choices, each the text stored; an optional select starts on an empty choice reading `placeholder`. */
  options?: readonly string[];
  /** What each choice reads as, by position, when that differs from the text stored (a translated form stores the
   * English choice, so the agency reads every lead the same way). */
  optionLabels?: readonly string[];
  /** What each choice stands for, by position, for code that picks one by it (a service's id). */
  optionKeys?: readonly string[];
  /** A line under the field that describes it. */
  hint?: string;
  placeholder?: string;
  /** Visible lines of a textarea. */
  rows?: number;
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
  /**
   * The leads table's column that keeps the value (also its CSV header); "name", "phone" and "email" are the
   * columns every lead has. Omitted for what a lead keeps elsewhere (the résumé's file, the consent's time).
   */
  column?: string;
}

/**
 * A piece of work made for a (fictional) client, shown as an image: an SVG (src ends in .svg), or a raster
 * generated by scripts/work-artefacts/generate.ts, whose files are `${src}-${width}.avif` and `.webp` for each
 * of `widths`. width and height give the shape (and the largest size); alt describes the work itself.
 */
export interface WorkImage {
  src: string;
  widths?: number[];
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/** A business of the case studies (content/clients/), as the pages show it: its owner is the person's record. */
export interface ClientRecord {
  /** The business's name, as its logo and its work show it. */
  name: string;
  /** The owner or founder, who speaks for the business. */
  person: { name: string };
  /** What the person runs, as a reader would say it: "café chain owner". */
  business: string;
  city: string;
  /** An SVG under public/, drawn at this size. */
  logo: { src: string; width: number; height: number };
}
