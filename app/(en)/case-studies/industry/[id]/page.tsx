import type { Metadata } from "next";
import { industryFilterPath, studyFilterIds } from "@/lib/caseStudies";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { StudyFilterPage } from "@/components/case-studies-and-insights/StudyFilterPage";

// /case-studies/industry/<id>: one pre-rendered page per industry that has studies (the filter works without JavaScript).
export const dynamicParams = false;

type Params = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return studyFilterIds("industry").map((id) => ({ id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata(requireRouteInfo(industryFilterPath((await params).id)));
}

export default async function IndustryFilterPage({ params }: Params) {
  return <StudyFilterPage kind="industry" id={(await params).id} />;
}
