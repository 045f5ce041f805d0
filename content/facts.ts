// Figures, prices and terms said in more than one place (home, about, services, chat, contact, careers): each
// once, so no two pages can disagree (tests/unit/facts.test.ts checks every statement in content/ against this).
// Figures given to the site are kept exactly as written ("7+ years experience", "98% client satisfaction"), each
// with the scope it covers (docs/decisions.md, "Figures and their scope").

/** A price band in rupees, written "₹20K–₹30K". */
export interface PriceBand {
  from: string;
  to: string;
}

/** "₹20K–₹30K", kept on one line: a word joiner after the en dash (invisible; the text reads the same). */
export const band = (price: PriceBand): string => `${price.from}–\u2060${price.to}`;

/** A span of weeks; ranges use an en dash, as the prices do. */
export interface WeeksRange {
  min: number;
  max: number;
}

export const weeks = ({ min, max }: WeeksRange): string => `${min}–${max} weeks`;

/** The same span, kept on one line: a word joiner after the dash, a no-break space before "weeks". */
export const weeksUnbroken = ({ min, max }: WeeksRange): string => `${min}–\u2060${max}\u00a0weeks`;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Small counts are spelt out in running copy ("three concepts"). */
export const inWords = (n: number): string => numberWords[n] ?? String(n);

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How a role is worked; the careers cards and JobPosting structured data read the same value. */
export type WorkMode = "Remote" | "Hybrid" | "On-site";

export const facts = {
  /** Years of experience the agency claims (the copy says "7+ years experience"). */
  experience: "7+",
  satisfaction: "98%",
  roi: "Up to 60%",
  prices: {
    landingPage: { from: "₹20K", to: "₹30K" },
    businessWebsite: { from: "₹35K", to: "₹50K" },
    webApp: { from: "₹60K", to: "₹1.5L+" },
    brandingPack: { from: "₹10K", to: "₹25K" },
  } satisfies Record<string, PriceBand>,
  /** "1000+ websites built" (services overview, web development). */
  websitesBuilt: "1000+",
  /** "100+ brand transformations" (home, branding). */
  brandTransformations: "100+",
  /** The digital marketing stats besides the client count: an average ROI multiple, not the "up to 60%". */
  marketingResults: { roi: "4.2X", campaigns: "120+", trafficGrowth: "210%" },
  /** The e-commerce stats, said of online stores only: the agency's 7+ years and 98% are the whole studio. */
  ecommerce: { projects: "500+", satisfaction: "99%", experience: "5+", scope: "store" },
  /** The client counts, each with the clients it counts, so "50+" and "5000+" never read as one claim. */
  clientCounts: {
    /** Digital marketing clients on a monthly retainer (the digital marketing stats). */
    marketing: { value: "50+", scope: "marketing" },
    /** Websites on our hosting ("5000+ happy clients", a hosting claim beside 99.9% uptime). */
    hosting: { value: "5000+", scope: "hosting" },
  },
  /** "24/7 support" is the hosting helpdesk; project teams keep office hours. */
  support: { value: "24/7", label: "Hosting Support" },
  /** How long a project takes, from kick-off to launch. */
  timelines: {
    landingPage: { min: 1, max: 2 },
    businessWebsite: { min: 4, max: 6 },
    /** Written with a hyphen, as given. */
    branding: "4-8 weeks",
    /** An architectural walkthrough video, from approved drawings to delivery. */
    walkthrough: { min: 2, max: 3 },
    /** A marketing campaign, from brief to live ads. */
    campaignLaunch: "two weeks",
  } satisfies Record<string, WeeksRange | string>,
  /** Monthly marketing retainers (SEO, social, ads, content): no minimum term. */
  retainer: { lockIn: "no lock-in contracts", noticeDays: 30 },
  /** What each package includes: a logo project shows logo concepts, a branding project whole-identity routes. */
  logoConcepts: 3,
  brandingRoutes: 3,
  /** What each work mode means at the Manikonda office; a careers perk says it for every listed role. */
  workModes: { Hybrid: { officeDays: 3 }, "On-site": { officeDays: 5 }, Remote: { officeDays: 0 } } satisfies Record<
    WorkMode,
    { officeDays: number }
  >,
};

/** A work mode in words, from its office days in a five-day week: "three office days in Manikonda, two from home". */
export function workModeText(mode: WorkMode): string {
  const days = facts.workModes[mode].officeDays;
  if (days === 0) return "from home, with a team day in Manikonda each quarter";
  if (days === 5) return "five days a week at our Manikonda office";
  return `${inWords(days)} office days in Manikonda, ${inWords(5 - days)} from home`;
}

/** The retainer terms as one phrase: "no lock-in contracts; cancel with 30 days' notice". */
export const retainerTerms = `${facts.retainer.lockIn}; cancel with ${facts.retainer.noticeDays} days' notice`;
