import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serviceRecordByPath, serviceRecords } from "@/lib/content/services";
import { buildMetadata } from "@/lib/metadata";
import { normalizePath } from "@/lib/trailingSlash";
import { aliasRoutes, duplicateRoutes } from "@/lib/routes";
import { ServicePage } from "@/components/services/ServicePage";
import { AliasRedirect } from "@/components/services/AliasRedirect";
import { JsonLd } from "@/components/seo/JsonLd";
import { ServiceCaseStudiesAndInsights } from "@/components/case-studies-and-insights/ServiceCaseStudiesAndInsights";
import { serviceRecordGraph } from "@/lib/structured-data";

// One route file for every service page, the second SEO address and every link-only alias address.
// The addresses come from the records: adding a service record adds its page here.
export const dynamicParams = false;

type Params = { params: Promise<{ slug: string[] }> };

const toSlug = (path: string) => normalizePath(path).replace(/^\//, "").split("/");

export function generateStaticParams(): { slug: string[] }[] {
  const paths = [
    ...serviceRecords.map((r) => r.path),
    ...duplicateRoutes().map((d) => d.path),
    ...aliasRoutes().map((a) => a.from),
  ];
  return paths.map((path) => ({ slug: toSlug(path) }));
}

function resolve(slug: string[]) {
  const path = `/${slug.map(decodeURIComponent).join("/")}`;
  const record = serviceRecordByPath(path);
  if (record) return { kind: "service" as const, record };
  const alias = aliasRoutes().find((a) => a.from === path);
  if (alias) {
    const target = serviceRecordByPath(alias.to);
    if (target) return { kind: "alias" as const, record: target };
  }
  return null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const match = resolve((await params).slug);
  if (!match) return {};
  const { record } = match;
  if (match.kind === "alias") {
    return buildMetadata({
      path: record.path,
      title: `Redirecting to ${record.navLabel}`,
      description: `This address has moved. Continue to our ${record.navLabel} page.`,
      noindex: true,
    });
  }
  return buildMetadata({
    path: record.path,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
  });
}

export default async function ServiceRoute({ params }: Params) {
  const match = resolve((await params).slug);
  if (!match) notFound();
  if (match.kind === "alias") return <AliasRedirect to={match.record.path} label={match.record.navLabel} />;
  return (
    <>
      <ServicePage record={match.record} beforeCta={<ServiceCaseStudiesAndInsights serviceId={match.record.id} />} />
      <JsonLd data={serviceRecordGraph(match.record)} />
    </>
  );
}
