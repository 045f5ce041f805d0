import { describe, expect, it } from "vitest";
import { clients } from "@/lib/content/clients";
import { everyoneNamed } from "@/lib/content/people";
import { allCaseStudies, clientLine } from "@/lib/caseStudies";

const firstName = (name: string) => name.split(" ")[0]!;

// A reader who meets one first name as two people stops believing either.
describe("people the site names", () => {
  it("no two people share a first name", () => {
    const names = everyoneNamed.map(firstName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("each case study's client is a different business and person", () => {
    const studyClients = allCaseStudies().map((s) => s.client);
    expect(new Set(studyClients).size).toBe(studyClients.length);
    expect(new Set(studyClients.map((c) => c.person.name)).size).toBe(studyClients.length);
    expect(studyClients.map((c) => c.name).sort()).toEqual(
      Object.values(clients)
        .map((c) => c.name)
        .sort(),
    );
  });

  it("a study names only its own client among the clients", () => {
    const clientNames = allCaseStudies().map((s) => s.client.person.name);
    for (const study of allCaseStudies()) {
      const text = JSON.stringify([study.title, study.summary, study.challenge, study.approach, study.quote]);
      const others = clientNames.filter((n) => n !== study.client.person.name && new RegExp(`\\b${n}\\b`).test(text));
      expect(others, study.slug).toEqual([]);
    }
  });

  it("the client line reads as the testimonials do", () => {
    const cafe = allCaseStudies().find((s) => s.client === clients["ravis-cafe"])!;
    expect(clientLine(cafe)).toBe("Ravi, café chain owner, Hyderabad");
  });
});
