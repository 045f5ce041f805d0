import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { allPosts, postBySlug, postPath } from "@/lib/insights/posts";
import { renderPost } from "@/lib/insights/render";
import { feedLinks } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { articleGraph, blogPosting } from "@/lib/structured-data";
import { PostArticle } from "@/components/case-studies-and-insights/PostArticle";
import { JsonLd } from "@/components/seo/JsonLd";

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams(): { slug: string }[] {
  return allPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return buildMetadata({ ...requireRouteInfo(postPath((await params).slug)), feeds: feedLinks });
}

export default async function InsightPage({ params }: Params) {
  const post = postBySlug((await params).slug);
  if (!post) notFound();
  const { html, toc } = renderPost(post.body);
  return (
    <>
      <PostArticle post={post} html={html} toc={toc} />
      <JsonLd data={articleGraph(post.path, blogPosting(post))} />
    </>
  );
}
