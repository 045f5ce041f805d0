import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { localeInfo, type TranslatedLocale } from "@/lib/locales";
import { serviceRecordsIn } from "@/lib/content/services";
import { buildMetadata } from "@/lib/metadata";
import { normalizePath } from "@/lib/trailingSlash";
import { serviceRecordGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { ServicePage } from "@/components/services/ServicePage";
import { JsonLd } from "@/components/seo/JsonLd";
import { ServiceCaseStudiesAndInsights } from "@/components/case-studies-and-insights/ServiceCaseStudiesAndInsights";

// The service pages of a translated language, at the English page's address under the language's prefix. The
// English ones (with the alias and second addresses) are app/(en)/[...slug]/page.tsx.

const toSlug = (path: string) => normalizePath(path).replace(/^\//, "").split("/");

export const serviceParams = (locale: TranslatedLocale) =>
  serviceRecordsIn(locale).map((record) => ({ slug: toSlug(record.path) }));

function find(slug: string[], locale: TranslatedLocale) {
  const path = `/${slug.map(decodeURIComponent).join("/")}`;
  const record = serviceRecordsIn(locale).find((r) => normalizePath(r.path) === path);
  return record && { ...record, path: `${localeInfo[locale].prefix}${record.path}` };
}

export function serviceMetadata(slug: string[], locale: TranslatedLocale): Metadata {
  const record = find(slug, locale);
  if (!record) return {};
  return buildMetadata({
    path: record.path,
    title: record.title,
    description: record.description,
    keywords: record.keywords,
  });
}

export function ServiceRoute({ slug, locale }: { slug: string[]; locale: TranslatedLocale }) {
  setPageLocale(locale);
  const record = find(slug, locale);
  if (!record) notFound();
  return (
    <>
      <ServicePage record={record} beforeCta={<ServiceCaseStudiesAndInsights serviceId={record.id} />} />
      <JsonLd data={serviceRecordGraph(record)} />
    </>
  );
}
