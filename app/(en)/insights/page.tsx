import { insightsPage } from "@/content/insights/page";
import { indexPage } from "@/lib/insights/posts";
import { feedLinks } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { collectionGraph } from "@/lib/structured-data";
import { InsightsIndex } from "@/components/case-studies-and-insights/InsightsIndex";
import { JsonLd } from "@/components/seo/JsonLd";

export const metadata = buildMetadata({ ...requireRouteInfo(insightsPage.path), feeds: feedLinks });

export default function InsightsPage() {
  const { posts, pages } = indexPage(1);
  return (
    <>
      <JsonLd
        data={collectionGraph(
          insightsPage.path,
          posts.map((p) => ({ path: p.path, name: p.title })),
        )}
      />
      <InsightsIndex path={insightsPage.path} heading={insightsPage.heading} posts={posts} page={1} pages={pages} />
    </>
  );
}
