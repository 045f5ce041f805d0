import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { insightsPage, insightTags } from "@/lib/content/insightsPage";
import { postsWithTag, tagPath, usedTags } from "@/lib/insights/posts";
import { feedLinks } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { collectionGraph } from "@/lib/structured-data";
import { fill } from "@/lib/template";
import { InsightsIndex } from "@/components/case-studies-and-insights/InsightsIndex";
import { JsonLd } from "@/components/seo/JsonLd";

// /insights/tag/<tag>: one pre-rendered page per tag that at least one post uses.
export const dynamicParams = false;

type Params = { params: Promise<{ tag: string }> };

export function generateStaticParams(): { tag: string }[] {
  return usedTags(Object.keys(insightTags)).map((tag) => ({ tag }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata({ ...requireRouteInfo(tagPath((await params).tag)), feeds: feedLinks });
}

export default async function InsightsTagPage({ params }: Params) {
  const { tag } = await params;
  const tags = usedTags(Object.keys(insightTags));
  const id = tags.find((t) => t === tag);
  if (!id) notFound();
  const path = tagPath(id);
  const posts = postsWithTag(id);
  return (
    <>
      <InsightsIndex path={path} heading={fill(insightsPage.tagHeading, { label: insightTags[id]! })} posts={posts} />
      <JsonLd
        data={collectionGraph(
          path,
          posts.map((p) => ({ path: p.path, name: p.title })),
        )}
      />
    </>
  );
}
