import { describe, expect, it } from "vitest";
import { jobOpenings } from "@/lib/content/jobs";
import { homeIn } from "@/lib/content/home";
import { serviceById, serviceRecords } from "@/lib/content/services";
import { site } from "@/lib/content/site";
import { careersGraph, homeGraph, jobPostingInput, serviceRecordGraph } from "@/lib/structured-data";

const { homeFaqs } = homeIn("en");

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = (value: unknown): Json => JSON.parse(JSON.stringify(value));
const nodes = (g: unknown) => json(g)["@graph"] as Json[];

describe("structured data from the real records", () => {
  it("home: FAQPage carries the five home FAQs word for word", () => {
    const faq = nodes(homeGraph({ faqs: homeFaqs })).find((n) => n["@type"] === "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(5);
    expect(faq.mainEntity.map((q: Json) => [q.name, q.acceptedAnswer.text])).toEqual(
      homeFaqs.map((f) => [f.question, f.answer]),
    );
  });

  it("careers: a JobPosting per opening with title, dates, INR monthly salary and workplace", () => {
    const postings = nodes(careersGraph(jobOpenings.map(jobPostingInput))).filter((n) => n["@type"] === "JobPosting");
    expect(postings.map((p) => p.title)).toEqual(jobOpenings.map((j) => j.title));
    postings.forEach((posting, i) => {
      const job = jobOpenings[i]!;
      expect(posting).toMatchObject({
        description: job.description,
        datePosted: job.datePosted,
        employmentType: "FULL_TIME",
        hiringOrganization: { name: site.name },
        baseSalary: {
          currency: "INR",
          value: { minValue: job.salaryRange.min, maxValue: job.salaryRange.max, unitText: "MONTH" },
        },
      });
      expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeTruthy();
    });
  });

  it("service pages: Service and BreadcrumbList for every record, FAQPage where the page has an FAQ", () => {
    for (const record of serviceRecords) {
      const graphNodes = nodes(serviceRecordGraph(record));
      const types = graphNodes.map((n) => n["@type"]);
      expect(types, record.id).toEqual(expect.arrayContaining(["Service", "WebPage", "BreadcrumbList"]));
      const hasFaq = record.sections.some((s) => s.kind === "faq");
      expect(types.includes("FAQPage"), record.id).toBe(hasFaq);
    }
    const branding = nodes(serviceRecordGraph(serviceById("branding")));
    expect(branding.find((n) => n["@type"] === "FAQPage")!.mainEntity).toHaveLength(3);
  });

  it("exactly one marketing page adds the Organization's customer-service contact point", () => {
    const withContact = serviceRecords.filter((r) =>
      nodes(serviceRecordGraph(r)).some(
        (n) => n["@type"] === "Organization" && n.contactPoint?.contactType === "customer service",
      ),
    );
    expect(withContact.map((r) => r.category)).toEqual(["marketing"]);
    const org = nodes(serviceRecordGraph(withContact[0]!)).find((n) => n["@type"] === "Organization")!;
    expect(org.sameAs).toEqual(site.social.map((s) => s.url));
  });
});
