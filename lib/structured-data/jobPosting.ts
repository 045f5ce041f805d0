import type { JobPosting } from "schema-dts";
import { site } from "@/lib/content/site";
import { canonicalUrl } from "@/lib/metadata";
import { absoluteUrl } from "@/lib/site";
import { ids } from "./ids";
import { postalAddress } from "./localBusiness";

/** Where the work happens: Google wants jobLocation for office work and TELECOMMUTE for remote work. */
export type Workplace = "remote" | "hybrid" | "on-site";

export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";

export interface JobPostingInput {
  /** Stable id of the opening (content/jobs/: digital-marketing-executive, ui-ux-web-designer). */
  id: string;
  title: string;
  /** Full description; may contain simple HTML (<p>, <ul>, <li>, <br>) as Google allows. */
  description: string;
  /** ISO date the opening was published. */
  datePosted: string;
  /** ISO date the opening closes, if known. */
  validThrough?: string;
  employmentType: EmploymentType | EmploymentType[];
  /** One or more workplaces ("Remote / Hybrid" → ["remote", "hybrid"]). */
  workplaces: Workplace[];
  /** Monthly salary range in INR. */
  salary: { min: number; max: number; unit?: "MONTH" | "YEAR" | "HOUR" | "DAY" | "WEEK" };
  /** Countries a remote applicant may live in (ISO 3166 names or codes). Default: the office country. */
  applicantCountries?: string[];
  /** The page that shows the opening (for the posting's url and @id). Default: /careers. */
  path?: string;
  /** Id of the element on that page that shows this opening (the posting's url fragment). Default: the job id. */
  anchor?: string;
  skills?: string[];
  qualifications?: string[];
  responsibilities?: string[];
  experienceMonths?: number;
}

/**
 * A JobPosting with what Google's job rich results need: title, description, datePosted,
 * hiringOrganization, jobLocation (office) and/or jobLocationType TELECOMMUTE with
 * applicantLocationRequirements (remote), employmentType and baseSalary as an INR MonetaryAmount.
 */
export function jobPosting(input: JobPostingInput): JobPosting {
  const path = input.path ?? "/careers";
  const remote = input.workplaces.includes("remote") || input.workplaces.includes("hybrid");
  const atOffice = input.workplaces.includes("on-site") || input.workplaces.includes("hybrid");
  const countries = input.applicantCountries ?? [site.address.country];
  return {
    "@type": "JobPosting",
    "@id": ids.job(path, input.id),
    identifier: { "@type": "PropertyValue", name: site.name, value: input.id },
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    employmentType: input.employmentType,
    url: `${canonicalUrl(path)}#${input.anchor ?? input.id}`,
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      "@id": ids.organization,
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/icons/icon-512.png"),
    },
    ...(atOffice ? { jobLocation: { "@type": "Place", address: postalAddress() } } : {}),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: countries.map((name) => ({ "@type": "Country" as const, name })),
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: input.salary.min,
        maxValue: input.salary.max,
        unitText: input.salary.unit ?? "MONTH",
      },
    },
    ...(input.skills?.length ? { skills: input.skills.join(", ") } : {}),
    ...(input.qualifications?.length ? { qualifications: input.qualifications.join("; ") } : {}),
    ...(input.responsibilities?.length ? { responsibilities: input.responsibilities.join("; ") } : {}),
    ...(input.experienceMonths !== undefined
      ? {
          experienceRequirements: {
            "@type": "OccupationalExperienceRequirements",
            monthsOfExperience: input.experienceMonths,
          },
        }
      : {}),
  };
}
