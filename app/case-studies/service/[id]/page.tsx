import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { caseStudiesPage } from "@/content/case-studies/page";
import { caseStudyPath, serviceFilterPath, serviceFilters, studiesForService } from "@/lib/caseStudies";
import { routeMetadata } from "@/lib/routeMetadata";
import { collectionGraph } from "@/lib/structured-data";
import { fill } from "@/lib/template";
import { CaseStudyList } from "@/components/proof/CaseStudyList";
import { JsonLd } from "@/components/seo/JsonLd";

// /case-studies/service/<id>: one pre-rendered page per service that has studies (the filter works without JavaScript).
export const dynamicParams = false;

type Params = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return serviceFilters().map((s) => ({ id: s.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return routeMetadata(serviceFilterPath((await params).id));
}

export default async function ServiceFilterPage({ params }: Params) {
  const { id } = await params;
  const service = serviceFilters().find((s) => s.id === id);
  if (!service) notFound();
  const path = serviceFilterPath(service.id);
  const studies = studiesForService(service.id);
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
        heading={fill(caseStudiesPage.serviceFilter.heading, { label: service.navLabel })}
        studies={studies}
      />
    </>
  );
}
