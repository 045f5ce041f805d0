/**
 * One word for one thing: each concept the copy names often, with the word the English copy uses. The Telugu
 * and Hindi files beside this one (terms.te.ts, terms.hi.ts) give, for every concept, the one term that language
 * writes and the variants it must not (a literal sense, another spelling, English with an Indic ending). The
 * translation tests fail when a page's text or accessible names show a listed variant. The English kept in
 * Latin script inside the translations is content/glossary.ts.
 */
export interface TermInLanguage {
  /** The one way the copy writes it. */
  term: string;
  /** Variants that must not appear, each with no overlap with the term itself. */
  wrong: readonly string[];
}

export const terms = {
  email: "e-mail",
  enquiry: "enquiry",
  contactForm: "contact form",
  privacyNotice: "privacy notice",
  resume: "résumé (CV)",
  application: "job application",
  opening: "job opening",
  strategist: "strategist",
  office: "office",
  price: "price",
  website: "website",
  app: "app",
  insights: "Insights",
  freeCall: "free call, no obligation",
  mobileFirst: "mobile-first",
  workingHours: "working hours",
  consent: "consent",
  personalData: "personal data",
  dataBreach: "personal data breach",
  act: "Digital Personal Data Protection Act, 2023",
  dataFiduciary: "Data Fiduciary",
  dataPrincipal: "Data Principal",
  grievanceOfficer: "Grievance Officer",
  nominee: "nominee",
  erase: "erase",
  withdrawConsent: "withdraw consent",
  bookCall: "book a call",
  client: "client",
  quote: "quote",
  campaign: "campaign",
} as const;

export type TermId = keyof typeof terms;

/** A language's terms: every concept, once. */
export type TermsInLanguage = Record<TermId, TermInLanguage>;
