import type { Metadata } from "next";
import { serviceFilterPath, studyFilterIds } from "@/lib/caseStudies";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { StudyFilterPage } from "@/components/case-studies-and-insights/StudyFilterPage";

// /case-studies/service/<id>: one pre-rendered page per service that has studies (the filter works without JavaScript).
export const dynamicParams = false;

type Params = { params: Promise<{ id: string }> };

export function generateStaticParams(): { id: string }[] {
  return studyFilterIds("service").map((id) => ({ id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata(requireRouteInfo(serviceFilterPath((await params).id)));
}

export default async function ServiceFilterPage({ params }: Params) {
  return <StudyFilterPage kind="service" id={(await params).id} />;
}
