import { band, facts, retainerTerms, weeks } from "./facts";
import type { ServiceId } from "./services";
import { backgroundVideoLabels } from "./controls";
import type { FaqItem, LinkRecord } from "./types";

/**
 * Home page copy, figures and links: the eight sections in the order the page shows them.
 * Plain data only. Service cards name a service id; the page resolves it to the canonical path
 * through the service catalogue, so a renamed route never leaves a stale link here.
 */

// ---------- Shapes (exported so other pages and the structured data can reuse the records) ----------

/** Icon names the home page knows how to draw (components/ui/icons/records.tsx). */
export type HomeIconName =
  | "search"
  | "cursor"
  | "megaphone"
  | "code"
  | "cart"
  | "palette"
  | "target"
  | "chart"
  | "users"
  | "rupee"
  | "report"
  | "rocket"
  | "food"
  | "travel"
  | "education"
  | "retail"
  | "building"
  | "health";

export interface HomeImage {
  src: string;
  width: number;
  height: number;
  /** Empty for decorative images. */
  alt: string;
}

export interface HeroRecord {
  eyebrow: string;
  heading: string;
  lead: string;
  cta: LinkRecord;
  secondaryCta: LinkRecord;
  highlights: string[];
  /** A glass card beside the copy on wide screens: results from the campaign figures of content/facts.ts. */
  results: { heading: string; stats: Statistic[]; note: string };
  /** Background loop: sources in order of preference, no audio track. */
  video: { sources: { src: string; type: string }[] };
  /** The loop's first frame: the first thing painted, and what shows without JavaScript or motion. */
  poster: {
    landscape: { avif: string; webp: string; widths: number[] };
    portrait: { avif: string; webp: string; width: number; height: number };
    width: number;
    height: number;
  };
}

export interface Statistic {
  label: string;
  value: string;
}

export interface WelcomeRecord {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  stats: Statistic[];
  link: LinkRecord;
  image: HomeImage;
}

/** A card on the home page that points at a service page. */
export interface ServiceCardRecord {
  serviceId: ServiceId;
  title: string;
  description: string;
  icon: HomeIconName;
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: HomeIconName;
}

export interface ProcessStep {
  number: string;
  title: string;
  description: string;
}

export interface SectionIntro {
  eyebrow: string;
  heading: string;
  lead: string;
}

// ---------- 1. Hero ----------

export const homeHero: HeroRecord = {
  eyebrow: "Digital marketing · Web development · Design — Hyderabad",
  heading: "Grow faster online with a team that builds, markets and measures",
  lead: "We help Indian startups, shops and enterprises win customers with SEO, paid ads, social media, fast websites and memorable brands — with clear rupee pricing and monthly reports you can actually read.",
  cta: { label: "Get Started Today", href: "/contact" },
  secondaryCta: { label: "Explore our services", href: "/services" },
  highlights: [
    `${facts.roi} higher ROI`,
    `${facts.satisfaction} client satisfaction`,
    `${facts.experience} years experience`,
  ],
  results: {
    heading: "Digital marketing results",
    stats: [
      { value: facts.marketingResults.roi, label: "average ROI" },
      { value: facts.marketingResults.trafficGrowth, label: "traffic growth" },
      { value: facts.marketingResults.campaigns, label: "campaigns delivered" },
      { value: facts.clientCounts.marketing.value, label: `active ${facts.clientCounts.marketing.scope} clients` },
    ],
    note: "Averages across our retainer clients",
  },
  video: {
    sources: [
      { src: "/media/home/hero-loop.webm", type: "video/webm" },
      { src: "/media/home/hero-loop.mp4", type: "video/mp4" },
    ],
  },
  poster: {
    landscape: {
      avif: "/media/home/hero-poster-{w}.avif",
      webp: "/media/home/hero-poster-{w}.webp",
      widths: [1280, 1920],
    },
    portrait: {
      avif: "/media/home/hero-poster-portrait.avif",
      webp: "/media/home/hero-poster-portrait.webp",
      width: 480,
      height: 854,
    },
    width: 1920,
    height: 1080,
  },
};

// ---------- 2. Welcome / about ----------

export const homeWelcome: WelcomeRecord = {
  eyebrow: "Welcome to Deccan Digital",
  heading: "A Hyderabad studio that treats your marketing budget like its own",
  paragraphs: [
    "Since 2018 we have helped founders, family businesses and growing brands across India turn their websites and social pages into steady sources of enquiries. Strategists, designers, developers and ad specialists sit at one table in Manikonda, so your brand, your website and your campaigns are planned together instead of by three vendors who never talk.",
    `Every engagement starts with numbers you already care about — leads, store visits, online orders, cost per sale — and ends with a plain-English report that shows what moved them. No jargon, no vanity metrics, ${facts.retainer.lockIn}.`,
  ],
  stats: [
    { value: facts.experience, label: "years experience" },
    { value: facts.brandTransformations, label: "brand transformations" },
    { value: facts.satisfaction, label: "client satisfaction" },
    { value: facts.roi, label: "higher ROI" },
  ],
  link: { label: "Learn More About Us", href: "/about" },
  image: {
    src: "/media/home/welcome-dashboard.svg",
    width: 560,
    height: 480,
    alt: "Illustration of a campaign dashboard: website visits, leads and cost per lead trending in the right direction over six months.",
  },
};

// ---------- 3. What We Do ----------

export const whatWeDoIntro: SectionIntro = {
  eyebrow: "What We Do",
  heading: "Everything you need to be found, chosen and remembered",
  lead: "Six core services, one accountable team. Pick the one you need today — we make sure it works with everything else you do tomorrow.",
};

export const whatWeDo: ServiceCardRecord[] = [
  {
    serviceId: "seo",
    title: "Search Engine Optimisation",
    description:
      "Rank for the searches your customers type in Hyderabad and beyond: technical fixes, local SEO on Google Maps, and content that earns links.",
    icon: "search",
  },
  {
    serviceId: "search-engine-marketing",
    title: "Pay-Per-Click Advertising",
    description:
      "Google and Meta ad campaigns built around cost per lead, not clicks — with daily budget control and honest weekly numbers.",
    icon: "cursor",
  },
  {
    serviceId: "social-media-marketing",
    title: "Social Media Marketing",
    description:
      "Reels, carousels and community management for Instagram, Facebook and LinkedIn that grow a following which actually buys.",
    icon: "megaphone",
  },
  {
    serviceId: "web-development",
    title: "Web Development",
    description:
      "Fast, secure websites on modern frameworks that load in under two seconds on Indian 4G and turn visitors into enquiries.",
    icon: "code",
  },
  {
    serviceId: "ecommerce",
    title: "E-commerce Websites",
    description:
      "Online stores with UPI and card payments, GST-ready invoices, shipping integrations and product pages designed to sell.",
    icon: "cart",
  },
  {
    serviceId: "branding",
    title: "Branding & Design",
    description:
      "Logos, colour systems, packaging and brochures that make a young business look established from the very first impression.",
    icon: "palette",
  },
];

export const whatWeDoLinkLabel: string = "Explore";

// ---------- 4. Why Choose ----------

export const whyChooseIntro: SectionIntro = {
  eyebrow: "Why Choose Deccan Digital",
  heading: "Strategy first, then the creative, then the results",
  lead: "Six habits that keep our clients with us year after year — and the industries where we know what works.",
};

export const strategies: FeatureCard[] = [
  {
    title: "Goal-first planning",
    description:
      "We agree on the business number to move — leads, sales or footfall — before we design a single post or page.",
    icon: "target",
  },
  {
    title: "Data you can read",
    description: "A one-page monthly report in plain English: what we spent, what it returned and what we change next.",
    icon: "chart",
  },
  {
    title: "One senior team",
    description:
      "The strategist who pitches your account runs it. No hand-offs to interns, no switching account managers.",
    icon: "users",
  },
  {
    title: "Transparent rupee pricing",
    description: "Fixed quotes in INR with the scope written down. Ad spend is billed at cost, with no hidden mark-up.",
    icon: "rupee",
  },
  {
    title: "Local market insight",
    description:
      "Campaigns in English, Telugu and Hindi, timed to Indian festivals, sale seasons and city-level search habits.",
    icon: "report",
  },
  {
    title: "Speed to launch",
    description: `Most campaigns go live in ${facts.timelines.campaignLaunch} and most business websites in ${weeks(facts.timelines.businessWebsite)}, without cutting corners.`,
    icon: "rocket",
  },
];

export const industriesHeading: string = "Industries we know inside out";

export const industries: FeatureCard[] = [
  {
    title: "Food & Beverage",
    description:
      "Restaurants, cloud kitchens and cafés: delivery-app menus that sell, local reach and weekend footfall.",
    icon: "food",
  },
  {
    title: "Travel & Hospitality",
    description: "Hotels, resorts and tour operators: direct bookings that cut commission to aggregators.",
    icon: "travel",
  },
  {
    title: "EdTech & Education",
    description: "Schools, coaching centres and course creators: admission funnels that fill every batch.",
    icon: "education",
  },
  {
    title: "E-commerce & Retail",
    description: "D2C brands and neighbourhood stores: catalogue ads, repeat orders and festive-season sales.",
    icon: "retail",
  },
  {
    title: "Real Estate & Construction",
    description: "Builders and brokers: qualified site-visit leads and 3D walkthroughs that sell before launch.",
    icon: "building",
  },
  {
    title: "Health & Wellness",
    description: "Clinics, diagnostic labs and fitness studios: appointment bookings within ad-policy rules.",
    icon: "health",
  },
];

// ---------- 5. Our Process ----------

export const processIntro: SectionIntro = {
  eyebrow: "Our Process",
  heading: "Four steps from first call to measurable growth",
  lead: "A simple, repeatable way of working, so you always know what happens next and why.",
};

export const processSteps: ProcessStep[] = [
  {
    number: "01",
    title: "Research & Strategy",
    description:
      "We study your business, customers and competitors, audit your current channels and set targets with you in a written 90-day plan.",
  },
  {
    number: "02",
    title: "Creative & Content",
    description:
      "Our designers and writers produce the website pages, ad creatives, reels and copy — reviewed with you before anything goes live.",
  },
  {
    number: "03",
    title: "Campaign Execution",
    description:
      "We launch across search, social and email with tracking in place from day one, so every rupee can be traced to a result.",
  },
  {
    number: "04",
    title: "Performance Optimization",
    description:
      "Weekly tuning of bids, audiences and pages, and a monthly review where we double down on what works and drop what does not.",
  },
];

// ---------- 6. Our Clients ----------

export const clientsIntro: SectionIntro = {
  eyebrow: "Our Clients",
  heading: "Trusted by growing Indian brands",
  lead: "From a Pochampally handloom label to a Kokapet developer — businesses that chose to grow with us. Tap a logo for the full story.",
};

/** The strip's three clients and the work shown under it: case studies by slug (content/case-studies/<slug>.en.yml). */
export const clientStripStudies = [
  "handloom-label-online-sales",
  "kokapet-developer-site-visit-inquiries",
  "sweet-shop-brand-identity",
] as const;

/** Under the strip: the work behind those logos. */
export const clientsWorkHeading: string = "Work we did for them";
/** Ends each logo's accessible name: the logo is a link to the client's case study. */
export const clientLogoLinkNote: string = "case study";

// ---------- 7. Testimonials ----------

export const testimonialsIntro: SectionIntro = {
  eyebrow: "Testimonials",
  heading: "What our clients say",
  lead: "Real feedback from business owners we work with every month.",
};

/** Under the testimonials: the full stories behind the results. */
export const testimonialsLink: LinkRecord = {
  label: "Read the case studies behind the results",
  href: "/case-studies",
};

// ---------- 8. FAQs ----------

export const faqIntro: SectionIntro = {
  eyebrow: "FAQs",
  heading: "Questions we hear every week",
  lead: "Straight answers about pricing, timelines and how we work. Anything else — just ask.",
};

export const homeFaqs: FaqItem[] = [
  {
    question: "How much does a website or marketing campaign cost?",
    answer: `A landing page typically costs ${band(facts.prices.landingPage)}, a business website ${band(facts.prices.businessWebsite)} and a custom web application ${band(facts.prices.webApp)}. A branding pack is ${band(facts.prices.brandingPack)}. Marketing campaigns are priced to your goals and ad budget after a free strategy call, and every quote is fixed and written in rupees.`,
  },
  {
    question: "How long before we see results?",
    answer: `Paid ads start bringing enquiries within the first two weeks. SEO and content build more slowly: most clients see clear ranking and traffic gains in three to six months. A typical branding project takes ${facts.timelines.branding}, and a business website ${weeks(facts.timelines.businessWebsite)}.`,
  },
  {
    question: "Do you work with businesses outside Hyderabad?",
    answer:
      "Yes. Our office is in Manikonda, Hyderabad, and we work with clients across India over video calls, WhatsApp and shared dashboards. Clients in Hyderabad are always welcome to drop by for a meeting.",
  },
  {
    question: "Do I have to sign a long-term contract?",
    answer: `No. Websites and branding are one-time projects with clear milestones. Marketing retainers run month to month: ${retainerTerms}. We keep your business by delivering results.`,
  },
  {
    question: "How will I know what my money is doing?",
    answer:
      "You get access to live dashboards for your campaigns and a one-page monthly report that shows spend, leads, sales and cost per result, followed by a short call to agree on next month's plan.",
  },
];

// ---------- Timings ----------

export const homeTimings = {
  /** Testimonials advance every 5 seconds and wrap around. */
  testimonialRotationMs: 5000,
  /** The client logo strip moves 1 px every 20 ms. */
  logoTickMs: 20,
  logoStepPx: 1,
} as const;

// ---------- Labels of the moving parts' controls ----------

/** The names of a pause/play control. */
interface PlayLabels {
  pause: string;
  play: string;
}

export interface HomeControlLabels {
  heroVideo: PlayLabels;
  clientStrip: PlayLabels;
  testimonials: PlayLabels & { previous: string; next: string };
}

export const homeControlLabels: HomeControlLabels = {
  heroVideo: backgroundVideoLabels,
  clientStrip: { pause: "Pause client logos", play: "Play client logos" },
  testimonials: {
    pause: "Pause testimonials",
    play: "Play testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
  },
};

/** The card beside the FAQs that sends remaining questions to the contact page. */
export const faqAside: { heading: string; text: string; link: LinkRecord } = {
  heading: "Still have a question?",
  text: "Talk to a strategist — the first call is free and comes with no obligation.",
  link: { label: "Ask us directly", href: "/contact" },
};
