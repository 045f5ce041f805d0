import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { allPosts, postBySlug, postPath } from "@/lib/insights/posts";
import { renderPost } from "@/lib/insights/render";
import { insightsMetadata } from "@/lib/routeMetadata";
import { articleGraph, blogPosting } from "@/lib/structured-data";
import { PostArticle } from "@/components/case-studies-and-insights/PostArticle";
import { JsonLd } from "@/components/seo/JsonLd";

export const dynamicParams = false;

type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams(): { slug: string }[] {
  return allPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return insightsMetadata(postPath((await params).slug));
}

export default async function InsightPage({ params }: Params) {
  const post = postBySlug((await params).slug);
  if (!post) notFound();
  const { html, toc } = renderPost(post.body);
  return (
    <>
      <JsonLd data={articleGraph(post.path, blogPosting(post))} />
      <PostArticle post={post} html={html} toc={toc} />
    </>
  );
}
