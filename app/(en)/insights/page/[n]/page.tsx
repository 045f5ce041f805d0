import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { insightsPage } from "@/lib/content/insightsPage";
import { indexPage, indexPagePath } from "@/lib/insights/posts";
import { feedLinks } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { collectionGraph } from "@/lib/structured-data";
import { fill } from "@/lib/template";
import { InsightsIndex } from "@/components/case-studies-and-insights/InsightsIndex";
import { JsonLd } from "@/components/seo/JsonLd";

// /insights/page/<n>: the index past its first page, pre-rendered (page 1 is /insights itself).
export const dynamicParams = false;

type Params = { params: Promise<{ n: string }> };

export function generateStaticParams(): { n: string }[] {
  const { pages } = indexPage(1);
  // Next's static export refuses a dynamic route with no params: keep more posts than insightsPage.pageSize.
  return pages > 1 ? Array.from({ length: pages - 1 }, (_, i) => ({ n: String(i + 2) })) : [];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata({ ...requireRouteInfo(indexPagePath(Number((await params).n))), feeds: feedLinks });
}

export default async function InsightsIndexPage({ params }: Params) {
  const n = Number((await params).n);
  const { posts, pages } = indexPage(n);
  if (!Number.isInteger(n) || n < 2 || n > pages) notFound();
  const path = indexPagePath(n);
  return (
    <>
      <InsightsIndex path={path} heading={fill(insightsPage.pageTitle, { n })} posts={posts} page={n} pages={pages} />
      <JsonLd
        data={collectionGraph(
          path,
          posts.map((p) => ({ path: p.path, name: p.title })),
        )}
      />
    </>
  );
}
