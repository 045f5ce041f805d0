import { describe, expect, it } from "vitest";
import { testimonials } from "@/content/home";
import { allCaseStudies } from "@/lib/caseStudies";
import { team } from "@/content/team";

// A client quoted under a team member's first name reads as the agency praising itself.
describe("names of quoted clients", () => {
  const teamFirstNames = new Set(team.map((member) => member.name.split(" ")[0]));

  it("no testimonial or case-study client shares a first name with the team", () => {
    const clients = [...testimonials.map((t) => t.author), ...allCaseStudies().map((study) => study.client.name)];
    expect(clients.filter((name) => teamFirstNames.has(name.split(" ")[0]))).toEqual([]);
  });
});
