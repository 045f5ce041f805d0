import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { allCaseStudies, caseStudyBySlug, caseStudyPath } from "@/lib/caseStudies";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { articleGraph, caseStudyArticle } from "@/lib/structured-data";
import { CaseStudyArticle } from "@/components/case-studies-and-insights/CaseStudyArticle";
import { JsonLd } from "@/components/seo/JsonLd";

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams(): { slug: string }[] {
  return allCaseStudies().map((s) => ({ slug: s.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata(requireRouteInfo(caseStudyPath((await params).slug)));
}

export default async function CaseStudyPage({ params }: Params) {
  const study = caseStudyBySlug((await params).slug);
  if (!study) notFound();
  const path = caseStudyPath(study.slug);
  return (
    <>
      <CaseStudyArticle study={study} />
      <JsonLd data={articleGraph(path, caseStudyArticle(study, path))} />
    </>
  );
}
