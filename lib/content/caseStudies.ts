import compiled from "@/.content/caseStudies.json" with { type: "json" };
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { clients } from "./clients";
import { omit } from "./inLanguage";
import { workIn } from "./work";
import type { CaseStudyEntry } from "./schemas/caseStudies";

// The case studies (content/case-studies/<slug>.en.yml) as the pages read them: the client and the work named
// by id become their records, and the list items' keys, which only match translations, are left behind.
// The studies are written in English; a Telugu or Hindi file would be read by the same compile step.

type Listed<Item> = (Item & { key: string })[];
const unkeyed = <Item extends object>(list: unknown) => (list as Listed<Item>).map((item) => omit(item, "key") as Item);

function shown(entry: CaseStudyEntry): CaseStudy {
  const { id, client, work: pieces, approach, results, timeline, ...rest } = omit(entry, "order");
  return {
    slug: id,
    ...rest,
    client: clients[client]!,
    approach: unkeyed<CaseStudy["approach"][number]>(approach),
    results: unkeyed<CaseStudy["results"][number]>(results),
    timeline: unkeyed<CaseStudy["timeline"][number]>(timeline),
    work: pieces.map((piece) => workIn("en")[piece]!) as CaseStudy["work"],
  };
}

/** Every case study, in the order of their files' `order`. */
export const caseStudies: CaseStudy[] = (compiled as unknown as { en: CaseStudyEntry[] }).en.map(shown);
