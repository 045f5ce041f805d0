import type { Graph } from "schema-dts";
import type { JobOpening } from "@/lib/content/jobs";
import { seo } from "@/lib/content/seo";
import type { ServiceRecord, ServiceSection } from "@/lib/content/serviceTypes";
import type { JobPostingInput, Workplace } from "./jobPosting";
import { serviceGraph } from "./pages";

// Adapters from the content records to the builders' inputs: the structured data says what the page shows.

type FaqSection = Extract<ServiceSection, { kind: "faq" }>;

/** A service page's graph: Service, Organization, WebPage, BreadcrumbList, and FAQPage when the page has an FAQ. */
export function serviceRecordGraph(record: ServiceRecord): Graph {
  const faq = record.sections.find((s): s is FaqSection => s.kind === "faq");
  return serviceGraph(
    {
      path: record.path,
      name: record.navLabel,
      description: record.description,
      category: seo.serviceCategoryNames[record.category],
    },
    {
      faqs: faq?.items,
      organization: record.id === seo.organizationContactPage ? { contactPoint: true } : undefined,
    },
  );
}

const workplaces: Record<JobOpening["workplace"], Workplace> = {
  Remote: "remote",
  Hybrid: "hybrid",
  "On-site": "on-site",
};

/** A careers-page opening as JobPosting input (monthly INR salary, workplace, dates, lists). */
export function jobPostingInput(job: JobOpening): JobPostingInput {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    workplaces: [workplaces[job.workplace]],
    salary: { min: job.salaryRange.min, max: job.salaryRange.max, unit: job.salaryRange.unit },
    anchor: `job-${job.id}`,
    skills: job.tools,
    qualifications: job.qualifications,
    responsibilities: job.responsibilities,
  };
}
