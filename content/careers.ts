import { workModeText, type WorkMode } from "./facts";

/**
 * Job openings shown on /careers. Plain data: the careers page, the application form and the
 * JobPosting structured data all read these records. Salaries are monthly, in Indian rupees.
 */
export interface JobOpening {
  /** Stable id, also the anchor of the job's details (#details-<id>). */
  id: "digital-marketing-executive" | "ui-ux-web-designer";
  title: string;
  /** How the role is shown on the card, e.g. "Hyderabad · Hybrid". */
  location: string;
  /** schema.org jobLocationType / workplace: where the work happens (facts.workModes says what each means). */
  workplace: WorkMode;
  /** City of the office the role reports to. */
  city: string;
  region: string;
  countryCode: string;
  /** Shown as written on the card. */
  type: "Full-time";
  /** schema.org employmentType. */
  employmentType: "FULL_TIME";
  /** Monthly salary in rupees; the page writes it as a hyphenated range, "45,000-65,000" (lib/salary.ts). */
  salaryRange: { currency: "INR"; min: number; max: number; unit: "MONTH" };
  /** ISO date the opening was published. */
  datePosted: string;
  /** ISO date after which the opening is no longer advertised. */
  validThrough: string;
  experience: string;
  description: string;
  responsibilities: string[];
  qualifications: string[];
  tools: string[];
}

/** The careers page's copy around the openings. */
export interface CareersIntro {
  eyebrow: string;
  heading: string;
  lead: string;
  perksHeading: string;
  perks: { title: string; text: string }[];
  openingsLinkLabel: string;
  openingsHeading: string;
  openingsLead: string;
}

export const careersIntro: CareersIntro = {
  eyebrow: "Careers",
  heading: "Build brands that Hyderabad talks about",
  lead: "We are a small, senior team that ships real work for real Indian businesses every week. If you like clear briefs, honest feedback and seeing your work go live, we would like to meet you.",
  perksHeading: "Why work with us",
  perks: [
    {
      title: "Learn from shipped work",
      text: "Every role works on live client accounts from week one, with a mentor who reviews your work.",
    },
    {
      // Every listed role's work mode is named here, so the perk is true for each of them.
      title: "Sensible hours, clear work modes",
      text: `Core hours 10 AM to 5 PM, no weekend calls. Hybrid roles work ${workModeText("Hybrid")}; on-site roles work ${workModeText("On-site")}.`,
    },
    {
      title: "Growth you can see",
      text: "A ₹20,000 yearly learning budget, certification fees paid and a salary review every six months.",
    },
  ],
  openingsLinkLabel: "See open positions",
  openingsHeading: "Open positions",
  openingsLead:
    "Salaries are monthly, in Indian rupees. Apply with your resume; we reply to every application within five working days.",
};

/** The card's location line is the city and the work mode, never typed twice. */
const place = (city: string, workplace: WorkMode) => ({ city, workplace, location: `${city} · ${workplace}` });

export const jobOpenings: JobOpening[] = [
  {
    id: "digital-marketing-executive",
    title: "Digital Marketing Executive",
    ...place("Hyderabad", "Hybrid"),
    region: "Telangana",
    countryCode: "IN",
    type: "Full-time",
    employmentType: "FULL_TIME",
    salaryRange: { currency: "INR", min: 45000, max: 65000, unit: "MONTH" },
    datePosted: "2026-11-02",
    validThrough: "2027-02-28",
    experience: "1–3 years",
    description:
      "Plan, run and report on SEO, paid search and social campaigns for startups and SMBs across India, from a ₹50,000 monthly budget to seven-figure launches.",
    responsibilities: [
      "Plan and run Google Ads and Meta Ads campaigns, and own their budgets and bids",
      "Carry out keyword research, on-page SEO and monthly technical audits",
      "Build content calendars with our writers and designers for four to six client brands",
      "Track conversions in Google Analytics 4 and Tag Manager, and send clear monthly reports",
      "Join client calls to explain results and agree the next month's priorities",
    ],
    qualifications: [
      "1–3 years of hands-on digital marketing, agency experience preferred",
      "Google Ads or Meta Blueprint certification, or the will to earn one in your first 90 days",
      "Comfort with spreadsheets: pivots, lookups and simple forecasts",
      "Clear written English; Telugu or Hindi is a plus for regional campaigns",
    ],
    tools: [
      "Google Ads",
      "Meta Ads Manager",
      "Google Analytics 4",
      "Google Tag Manager",
      "Search Console",
      "Semrush",
      "Looker Studio",
    ],
  },
  {
    id: "ui-ux-web-designer",
    title: "UI/UX Web Designer",
    ...place("Hyderabad", "On-site"),
    region: "Telangana",
    countryCode: "IN",
    type: "Full-time",
    employmentType: "FULL_TIME",
    salaryRange: { currency: "INR", min: 50000, max: 70000, unit: "MONTH" },
    datePosted: "2026-11-09",
    validThrough: "2027-02-28",
    experience: "2–4 years",
    description:
      "Design websites, landing pages and app screens that are fast, accessible and convert, working side by side with our developers in Manikonda.",
    responsibilities: [
      "Turn briefs into user flows, wireframes and high-fidelity designs for web and mobile",
      "Build and maintain design systems with reusable components and clear tokens",
      "Prototype interactions and test them with real users before handover",
      "Prepare developer-ready files and review the built pages against the design",
      "Design for accessibility: contrast, focus states and readable type on small screens",
    ],
    qualifications: [
      "2–4 years designing websites or apps, with a portfolio of shipped work",
      "Strong grasp of layout, typography and responsive design",
      "Working knowledge of HTML and CSS, enough to talk constraints with developers",
      "Experience presenting design decisions to clients",
    ],
    tools: ["Figma", "FigJam", "Adobe Illustrator", "Adobe Photoshop", "Webflow", "Maze"],
  },
];
