import type { Metadata } from "next";
import { site } from "@/content/site";

/** What every page record gives the metadata builder. */
export interface MetadataSource {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  noindex?: boolean;
}

/** Page metadata from a content record: title, description, robots, canonical and share tags. */
export function buildMetadata(source: MetadataSource): Metadata {
  const robots = source.noindex ? { index: false, follow: true } : { index: true, follow: true };
  return {
    title: source.title,
    description: source.description,
    keywords: source.keywords,
    robots,
    alternates: { canonical: source.path },
    openGraph: {
      title: source.title,
      description: source.description,
      url: source.path,
      siteName: site.name,
      locale: site.locale,
      type: "website",
    },
    twitter: { card: "summary_large_image", title: source.title, description: source.description },
  };
}
