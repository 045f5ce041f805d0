import { describe, expect, it } from "vitest";
import { serviceById } from "@/lib/content/services";
import { caseStudyBySlug } from "@/lib/caseStudies";
import { workIn } from "@/lib/content/work";
import { servicesOverviewIn } from "@/lib/content/servicesOverview";

const work = workIn("en");
const servicesOverview = servicesOverviewIn("en");

// The visualisation samples are simple illustrative stills; the words around them must not promise photoreal
// renders the page does not show (docs/decisions.md).
describe("what the 3D samples are called", () => {
  const page = serviceById("architecture-design");
  const study = caseStudyBySlug("kokapet-developer-site-visit-inquiries")!;
  const words = JSON.stringify([page, study, servicesOverview]);

  it("nothing promises photoreal or photorealistic renders", () => {
    expect(words).not.toMatch(/photoreal/i);
  });

  it("the stills are named illustrative wherever they are shown", () => {
    const gallery = page.sections.find((s) => s.kind === "gallery")!;
    expect(JSON.stringify([gallery.eyebrow, gallery.heading])).toMatch(/illustrative stills/i);
    for (const still of [work["towers-day"]!, work["towers-dusk"]!]) {
      expect(still.alt).toMatch(/illustrative still/i);
      expect(still.caption).toMatch(/^Illustrative still/);
    }
    expect(study.work).toContain(work["towers-day"]);
  });
});
