// The careers board's own words: the job cards, their details dialogs and the application form (Telugu and
// Hindi beside it, picked by ./localizedCareers.ts). The board's client parts get them as props from the server.
import { sharedFields } from "./formFields";
import type { FormFieldSpec } from "./types";

/** Words of the job cards and their details dialogs (the openings themselves are the records above). */
export interface JobBoardCopy {
  postedLabel: string;
  factLabels: { location: string; type: string; salary: string; experience: string };
  /** The job's type, as the card's badge says it. */
  types: Record<"Full-time", string>;
  salary: string;
  detailsLabel: string;
  applyLabel: string;
  responsibilitiesHeading: string;
  qualificationsHeading: string;
  toolsHeading: string;
}

export const jobBoard = {
  postedLabel: "Posted",
  factLabels: { location: "Location", type: "Type", salary: "Salary", experience: "Experience" },
  types: { "Full-time": "Full-time" },
  /** `{range}` is the monthly range, written with a hyphen ("45,000-65,000"). */
  salary: "₹{range} / month",
  detailsLabel: "View Details",
  applyLabel: "Apply Now",
  responsibilitiesHeading: "Responsibilities",
  qualificationsHeading: "Qualifications",
  toolsHeading: "Tools you will use",
} as const satisfies JobBoardCopy;

/**
 * The position applied for: a select of the open positions (the page hands them over), outside the loop
 * below because its choices are the openings, which the receiver checks against its own list.
 */
const positionField = {
  name: "position",
  label: "Position",
  type: "select",
  required: "Choose one of the open positions",
  maxLength: 120,
  wide: true,
  column: "position",
} as const satisfies FormFieldSpec;

/**
 * The application's fields in form order, the resume upload among them; the form renders them in
 * one loop. The consent box sits outside the loop.
 */
const applicationFields = [
  {
    name: "fullName",
    label: "Full name",
    required: "Full name is required",
    maxLength: 100,
    autoComplete: "name",
    wide: true,
    column: "name",
  },
  { ...sharedFields.phone, label: "Phone number", required: "Phone number is required" },
  sharedFields.email,
  {
    name: "github",
    label: "GitHub profile",
    type: "url",
    inputMode: "url",
    // An example in the hint rather than a placeholder: it stays in view while typing, and wraps on a phone.
    hint: "A full link, e.g. https://github.com/yourname",
    maxLength: 300,
    format: "url",
    column: "github",
  },
  {
    name: "linkedin",
    label: "LinkedIn profile",
    type: "url",
    inputMode: "url",
    hint: "A full link, e.g. https://www.linkedin.com/in/yourname",
    maxLength: 300,
    format: "url",
    column: "linkedin",
  },
  {
    name: "portfolio",
    label: "Portfolio link (design roles)",
    type: "url",
    inputMode: "url",
    hint: "Behance, Dribbble, a shared folder or your own site, as a full link, e.g. https://www.behance.net/yourname",
    maxLength: 300,
    format: "url",
    column: "portfolio",
  },
  {
    name: "resume",
    label: "Resume",
    required: "Resume is required",
    type: "file",
    hint: "PDF, DOC or DOCX, up to 5 MB.",
    wide: true,
  },
  {
    name: "experience",
    label: "Experience (years)",
    required: "Experience is required",
    type: "number",
    inputMode: "decimal",
    maxLength: 5,
    format: "years",
    wide: true,
    column: "experience",
  },
  {
    name: "currentSalary",
    label: "Current salary",
    hint: "Monthly, in ₹, e.g. 40,000",
    maxLength: 60,
    column: "current_salary",
  },
  {
    name: "expectedSalary",
    label: "Expected salary",
    hint: "Monthly, in ₹, e.g. 55,000",
    maxLength: 60,
    column: "expected_salary",
  },
] as const satisfies readonly FormFieldSpec[];

type ApplicationFieldName = (typeof applicationFields)[number]["name"];

/** The application form's words; a translation keeps the English record's names, caps and formats. */
export interface ApplicationFormCopy {
  detailsApplyLabel: string;
  heading: string;
  lead: string;
  successMessage: string;
  submitLabel: string;
  submittingLabel: string;
  retryLabel: string;
  notConnectedWhat: string;
  positionField: FormFieldSpec<"position">;
  fields: readonly FormFieldSpec<ApplicationFieldName>[];
  resumeDrop: { drag: string; here: string; browse: string; dropping: string; attached: string };
}

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
  positionField,
  fields: applicationFields,
  /** The resume's drop area: "Drag and drop your resume here, or browse files"; the chosen file's name after. */
  resumeDrop: {
    drag: "Drag and drop",
    here: " your resume here, or ",
    browse: "browse files",
    dropping: "Drop your resume to attach it",
    /** Added to the hint once a file is chosen. */
    attached: "Attached: {file}.",
  },
} as const satisfies ApplicationFormCopy;
