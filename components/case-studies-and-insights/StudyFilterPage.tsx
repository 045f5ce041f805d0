import { notFound } from "next/navigation";
import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import { caseStudyPath, studyFilterView, type StudyFilterKind } from "@/lib/caseStudies";
import { collectionGraph } from "@/lib/structured-data";
import { fill } from "@/lib/template";
import { JsonLd } from "@/components/seo/JsonLd";
import { CaseStudyList } from "./CaseStudyList";

/** /case-studies/service/<id> and /case-studies/industry/<id>: the studies one filter link leads to. */
export function StudyFilterPage({ kind, id }: { kind: StudyFilterKind; id: string }) {
  const view = studyFilterView(kind, id);
  if (!view) notFound();
  const copy = kind === "service" ? caseStudiesPage.serviceFilter : caseStudiesPage.industryFilter;
  return (
    <>
      <CaseStudyList path={view.path} heading={fill(copy.heading, { label: view.label })} studies={view.studies} />
      <JsonLd
        data={collectionGraph(
          view.path,
          view.studies.map((s) => ({ path: caseStudyPath(s.slug), name: s.title })),
        )}
      />
    </>
  );
}
