import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { caseStudiesPage } from "@/content/case-studies/page";
import { caseStudyPath, industryFilterPath, industryFilters, studiesInIndustry } from "@/lib/caseStudies";
import { routeMetadata } from "@/lib/routeMetadata";
import { collectionGraph } from "@/lib/structured-data";
import { fill } from "@/lib/template";
import { CaseStudyList } from "@/components/proof/CaseStudyList";
import { JsonLd } from "@/components/seo/JsonLd";

// /case-studies/industry/<id>: one pre-rendered page per industry that has studies (the filter works without JavaScript).
export const dynamicParams = false;

type Params = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return industryFilters().map((s) => ({ id: s.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return routeMetadata(industryFilterPath((await params).id));
}

export default async function IndustryFilterPage({ params }: Params) {
  const { id } = await params;
  const industry = industryFilters().find((s) => s.id === id);
  if (!industry) notFound();
  const path = industryFilterPath(industry.id);
  const studies = studiesInIndustry(industry.id);
  return (
    <>
      <JsonLd
        data={collectionGraph(
          path,
          studies.map((s) => ({ path: caseStudyPath(s.slug), name: s.title })),
        )}
      />
      <CaseStudyList
        path={path}
        heading={fill(caseStudiesPage.industryFilter.heading, { label: industry.label })}
        studies={studies}
      />
    </>
  );
}
