import { describe, expect, it } from "vitest";
import { cmsConfig } from "@/lib/content/cmsConfig";
import { collections } from "@/lib/content/collections";
import { compileCollection } from "@/lib/content/compile";
import { changed, configField, filesOf, reasonHint } from "./fixedContent";

// Facts of entries the site's specification fixes: the number of testimonials, the job openings' type and
// salaries, the service pages' addresses. The editor says why; the build refuses anything else.

describe("the testimonials, five by the specification", () => {
  it("cannot be added to in the editor, which says why", () => {
    expect(cmsConfig().collections.find((c) => c.name === "testimonials")).toMatchObject({
      limit: 5,
      description: expect.stringContaining(reasonHint("home rotates five testimonials")),
    });
  });

  it("are refused by the build when one is missing", () => {
    const files = filesOf(collections.testimonials).filter((f) => !f.path.includes("/priya."));
    expect(compileCollection(collections.testimonials, files).problems).toEqual([
      "content/testimonials/: holds 4 entries, and must hold exactly 5: home rotates five testimonials",
    ]);
  });
});

describe("a job opening's fixed facts", () => {
  it("shows the type read-only and the specification's salaries beside the range, with the reason", () => {
    expect(configField("jobs", ["type"])).toMatchObject({
      readonly: true,
      hint: reasonHint("the careers page lists full-time roles only"),
    });
    expect(configField("jobs", ["salaryRange"]).hint).toMatch(
      /^Fixed by the site's specification: .*digital-marketing-executive 45000–65000, ui-ux-web-designer 50000–70000/,
    );
  });

  it("refuses another type", () => {
    const files = changed(collections.jobs, "ui-ux-web-designer.en.yml", (data) => {
      data.type = "Part-time";
    });
    expect(compileCollection(collections.jobs, files).problems).toEqual([
      "content/jobs/ui-ux-web-designer.en.yml: type must be one of: Full-time",
    ]);
  });

  it("refuses another salary for an opening the specification lists, and lets a new opening set its own", () => {
    const files = changed(collections.jobs, "ui-ux-web-designer.en.yml", (data) => {
      (data.salaryRange as { max: number }).max = 72000;
    });
    expect(compileCollection(collections.jobs, files).problems).toEqual([
      "content/jobs/ui-ux-web-designer.en.yml: salaryRange must be 50000–70000: fixed by the site's specification",
    ]);
    const renamed = files.map((f) => ({ ...f, path: f.path.replace("ui-ux-web-designer", "ui-ux-lead") }));
    expect(compileCollection(collections.jobs, renamed).problems).toEqual([]);
  });
});

describe("a service page's address", () => {
  it("is given with the reason in the editor", () => {
    expect(configField("services", ["path"]).hint).toMatch(
      /^Fixed by the site's specification for the service pages it lists/,
    );
  });

  it("is refused when a listed page moves, and free for a new service", () => {
    const files = changed(collections.services, "seo.en.yml", (data) => {
      data.path = "/seo";
    });
    expect(compileCollection(collections.services, files).problems).toEqual([
      "content/services/seo.en.yml: path must be /seo-services-hyderabad: fixed by the site's specification",
    ]);
    const added = files.map((f) => ({ ...f, path: f.path.replace("/seo.", "/seo-audits.") }));
    expect(compileCollection(collections.services, added).problems).toEqual([]);
  });
});

describe("the chat's price list", () => {
  it("is given with the reason beside the pricing answer", () => {
    expect(configField("chat", ["nodes", "pricing", "message"]).hint).toMatch(
      /^Fixed by the site's specification: the chat's price list reads, in English, Landing page: ₹20K–₹30K;/,
    );
  });

  it("is refused when the English answer changes a price or leaves a band out", () => {
    const files = changed(collections.chat, "chat.en.yml", (data) => {
      const pricing = (data.nodes as { pricing: { message: string[] } }).pricing;
      pricing.message = pricing.message
        .map((line) => (line.startsWith("- Web app:") ? "- Web app: ₹70K+" : line))
        .filter((line) => !line.startsWith("- Marketing campaigns"));
    });
    expect(compileCollection(collections.chat, files).problems).toEqual([
      `content/chat/chat.en.yml: nodes.pricing.message must list "Web app: ₹60K–₹1.5L+": the chat's price list is fixed by the site's specification`,
      `content/chat/chat.en.yml: nodes.pricing.message must list "Marketing campaigns: custom": the chat's price list is fixed by the site's specification`,
    ]);
  });
});
