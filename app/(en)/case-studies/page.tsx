import { caseStudiesPage } from "@/content/case-studies/page";
import { allCaseStudies, caseStudyPath } from "@/lib/caseStudies";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { collectionGraph } from "@/lib/structured-data";
import { CaseStudyList } from "@/components/case-studies-and-insights/CaseStudyList";
import { JsonLd } from "@/components/seo/JsonLd";

export const metadata = buildMetadata(requireRouteInfo(caseStudiesPage.path));

export default function CaseStudiesPage() {
  const studies = allCaseStudies();
  return (
    <>
      <JsonLd
        data={collectionGraph(
          caseStudiesPage.path,
          studies.map((s) => ({ path: caseStudyPath(s.slug), name: s.title })),
        )}
      />
      <CaseStudyList path={caseStudiesPage.path} heading={caseStudiesPage.heading} studies={studies} />
    </>
  );
}
