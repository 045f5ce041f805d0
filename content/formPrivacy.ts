import { pagePaths } from "./paths";
import { site } from "./site";

const { enquiries, applications } = site.privacy.retentionMonths;

/**
 * The privacy lines shown above each form's submit button (DPDP Act: notice at the point of collection),
 * and the job application's consent box. Retention periods and the name come from the site record.
 */
export interface FormPrivacyCopy {
  noticeLink: { label: string; href: string };
  contact: { note: string };
  application: { note: string; consentLabel: string };
}

export const formPrivacy: FormPrivacyCopy = {
  noticeLink: { label: "Privacy notice", href: pagePaths.privacy },
  contact: {
    note: `We use these details only to reply to your enquiry, and keep them for ${enquiries} months.`,
  },
  application: {
    note: `We use your CV and details to assess your application and to consider you for similar openings, and keep them for ${applications} months.`,
    consentLabel: `I agree that ${site.name} may use my CV and details to assess this application and to consider me for similar openings, and keep them for ${applications} months. I am 18 or over.`,
  },
};

/** What a visitor reads after a form is posted without JavaScript (the receiver answers with a 303 here). */
export interface FormOutcome {
  slug: string;
  title: string;
  heading: string;
  text: string;
  /** Which form to offer a way back to. */
  back: ("contact" | "application")[];
  /** True for the two "received" pages. */
  received?: boolean;
}

export const formOutcomes: FormOutcome[] = [
  {
    slug: "message-received",
    title: "Message received",
    heading: "Thank you! Your message has been received.",
    text: "Our team will reach out soon, usually within one working day.",
    back: [],
    received: true,
  },
  {
    slug: "application-received",
    title: "Application received",
    heading: "Thank you! Your application has been received.",
    text: "Our hiring team will get back to you within five working days.",
    back: [],
    received: true,
  },
  {
    slug: "check-details",
    title: "Please check your details",
    heading: "Some details were missing or not in the expected format",
    text: "Nothing was sent. Go back to the form (your browser usually keeps what you typed), check the fields marked * and send it again.",
    back: ["contact", "application"],
  },
  {
    slug: "consent-missing",
    title: "Consent is required",
    heading: "We need your consent to assess your application",
    text: "Nothing was sent. Go back, tick the consent box above the Submit Application button and submit again.",
    back: ["application"],
  },
  {
    slug: "resume-too-large",
    title: "Resume too large",
    heading: "Your resume is larger than 5 MB",
    text: "Nothing was sent. Save your resume as a smaller PDF, DOC or DOCX file (up to 5 MB) and submit again.",
    back: ["application"],
  },
  {
    slug: "resume-type",
    title: "Resume type not accepted",
    heading: "Your resume must be a PDF, DOC or DOCX file",
    text: "Nothing was sent. The file you chose is not one of these types, whatever its name says. Attach your resume as a PDF, DOC or DOCX and submit again.",
    back: ["application"],
  },
  {
    slug: "too-many",
    title: "Too many submissions",
    heading: "Too many submissions from your connection",
    text: "Nothing was sent this time. Please wait a few minutes and send it again, or call or e-mail us.",
    back: ["contact", "application"],
  },
  {
    slug: "not-sent",
    title: "Not sent",
    heading: "Our server could not accept your details",
    text: "Nothing was sent. Please try again in a few minutes, or call or e-mail us.",
    back: ["contact", "application"],
  },
];

export const formOutcomeBackLinks: Record<FormOutcome["back"][number], { label: string; href: string }> = {
  contact: { label: "Back to the contact form", href: `${pagePaths.contact}#contact-form` },
  application: { label: "Back to the job application", href: `${pagePaths.careers}#apply` },
};

/** The outcome pages' other words: the line that offers phone and e-mail after a refusal, and the home link. */
export const formOutcomeCopy: { reachUs: { before: string; or: string; after: string }; home: string } = {
  reachUs: { before: "You can also reach us directly at ", or: " or ", after: "." },
  home: "Home",
};
