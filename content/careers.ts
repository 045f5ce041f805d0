import { sharedFields } from "./forms";
import type { FormFieldSpec } from "./types";

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
  /** schema.org jobLocationType / workplace: where the work happens. */
  workplace: "Remote" | "Hybrid" | "On-site";
  /** City of the office the role reports to. */
  city: string;
  region: string;
  countryCode: string;
  /** Shown as written on the card. */
  type: "Full-time";
  /** schema.org employmentType. */
  employmentType: "FULL_TIME";
  /** Monthly salary in rupees; the page shows it as the spec writes it (lib/salary.ts). */
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

export const careersIntro = {
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
      title: "Hybrid, sensible hours",
      text: "Three office days in Manikonda, two from home. Core hours 10 AM to 5 PM, no weekend calls.",
    },
    {
      title: "Growth you can see",
      text: "A ₹20,000 yearly learning budget, certification fees paid and a salary review every six months.",
    },
  ],
  openingsHeading: "Open positions",
  openingsLead:
    "Salaries are monthly, in Indian rupees. Apply with your resume; we reply to every application within five working days.",
} as const;

export const jobOpenings: JobOpening[] = [
  {
    id: "digital-marketing-executive",
    title: "Digital Marketing Executive",
    location: "Hyderabad · Hybrid",
    workplace: "Hybrid",
    city: "Hyderabad",
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
    location: "Hyderabad · On-site",
    workplace: "On-site",
    city: "Hyderabad",
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

/** Words of the job cards and their details dialogs (the openings themselves are the records above). */
export const jobBoard = {
  postedLabel: "Posted",
  factLabels: { location: "Location", type: "Type", salary: "Salary", experience: "Experience" },
  /** `{range}` is the monthly range as the spec writes it ("45,000-65,000"). */
  salary: "₹{range} / month",
  detailsLabel: "View Details",
  applyLabel: "Apply Now",
  responsibilitiesHeading: "Responsibilities",
  qualificationsHeading: "Qualifications",
  toolsHeading: "Tools you will use",
} as const;

/**
 * The application's fields in form order (spec 5.1), the resume upload among them; the form renders them in
 * one loop. The position select and the consent box sit outside the loop.
 */
const applicationFields = [
  { name: "fullName", label: "Full name", required: true, autoComplete: "name", wide: true },
  { ...sharedFields.phone, label: "Phone number" },
  sharedFields.email,
  {
    name: "github",
    label: "GitHub profile",
    type: "url",
    inputMode: "url",
    placeholder: "https://github.com/yourname",
  },
  {
    name: "linkedin",
    label: "LinkedIn profile",
    type: "url",
    inputMode: "url",
    placeholder: "https://www.linkedin.com/in/yourname",
  },
  { name: "resume", label: "Resume", required: true, type: "file", hint: "PDF, DOC or DOCX, up to 5 MB.", wide: true },
  { name: "experience", label: "Experience (years)", required: true, type: "number", inputMode: "decimal", wide: true },
  { name: "currentSalary", label: "Current salary", hint: "Monthly, in ₹, e.g. 40,000" },
  { name: "expectedSalary", label: "Expected salary", hint: "Monthly, in ₹, e.g. 55,000" },
] as const satisfies readonly FormFieldSpec[];

export const applicationForm = {
  detailsApplyLabel: "Apply for This Position",
  heading: "Job Application",
  lead: "Tell us about yourself and attach your resume. Fields marked * are required.",
  successMessage:
    "Thank you! Your application has been received. Our hiring team will get back to you within five working days.",
  submitLabel: "Submit Application",
  submittingLabel: "Submitting...",
  retryLabel: "Try submitting again",
  /** Completes "This form needs JavaScript to send …" (demo builds without JavaScript). */
  notConnectedWhat: "your application",
  positionLabel: "Position",
  fields: applicationFields,
  /** The resume's drop area: "Drag and drop your resume here, or browse files"; the chosen file's name after. */
  resumeDrop: {
    drag: "Drag and drop",
    here: " your resume here, or ",
    browse: "browse files",
    dropping: "Drop your resume to attach it",
    /** Added to the hint once a file is chosen. */
    attached: "Attached: {fileName}.",
  },
} as const;
