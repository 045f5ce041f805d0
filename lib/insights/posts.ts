import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { insightsPage, type InsightTagId } from "@/lib/content/insightsPage";
import type { ServiceId } from "@/lib/content/serviceCatalogue";
import { POSTS_FOLDER } from "@/lib/content/schemas/insights";
import { validateFrontMatter, type PostFrontMatter } from "./frontMatter";

/** Where the posts live, relative to the project root (the build, tests and scripts all run from it). */
export const POSTS_DIR = POSTS_FOLDER;

export interface Post extends PostFrontMatter {
  slug: string;
  path: string;
  /** The Markdown body (rendered by ./render.ts on the post page). */
  body: string;
  words: number;
  /** Minutes at 200 words a minute, at least 1. */
  readingMinutes: number;
}

export const postPath = (slug: string) => `${insightsPage.path}/${slug}`;
export const tagPath = (tag: string) => `${insightsPage.path}/tag/${tag}`;
/** Page 1 of the index is /insights itself; later pages are /insights/page/<n>. */
export const indexPagePath = (n: number) => (n <= 1 ? insightsPage.path : `${insightsPage.path}/page/${n}`);

/** Read and validate one post file. Exported for the validator's unit test. */
export function parsePost(file: string, source: string): Post {
  const slug = path.basename(file, ".md");
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new Error(`${file}: the file name must be a lowercase slug (a-z, 0-9, -)`);
  const { data, content } = matter(source);
  const frontMatter = validateFrontMatter(file, data);
  const words = content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return {
    ...frontMatter,
    slug,
    path: postPath(slug),
    body: content,
    words,
    readingMinutes: Math.max(1, Math.ceil(words / 200)),
  };
}

let cache: Post[] | undefined;

/** Every post, newest first (by published date, then title). Read once per process. */
export function allPosts(): Post[] {
  if (!cache) {
    const dir = path.join(process.cwd(), POSTS_DIR);
    const files = readdirSync(dir).filter((f) => f.endsWith(".md"));
    cache = files
      .map((f) => parsePost(path.join(POSTS_DIR, f), readFileSync(path.join(dir, f), "utf8")))
      .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
  }
  return cache;
}

export function postBySlug(slug: string): Post | undefined {
  return allPosts().find((p) => p.slug === slug);
}

/** Tags used by at least one post, in the order of the topics in content/insights-page/. */
export function usedTags(tagOrder: readonly string[]): InsightTagId[] {
  const used = new Set(allPosts().flatMap((p) => p.tags));
  return tagOrder.filter((t): t is InsightTagId => used.has(t as InsightTagId));
}

export const postsWithTag = (tag: string) => allPosts().filter((p) => p.tags.includes(tag as InsightTagId));
export const postsForService = (serviceId: ServiceId) => allPosts().filter((p) => p.services.includes(serviceId));

/** The posts of index page n (1-based) and the number of pages. */
export function indexPage(n: number): { posts: Post[]; pages: number } {
  const size = insightsPage.pageSize;
  const posts = allPosts();
  return { posts: posts.slice((n - 1) * size, n * size), pages: Math.max(1, Math.ceil(posts.length / size)) };
}

/** The newest `updated` among the posts: the index's lastmod. */
export function latestUpdate(posts: Post[] = allPosts()): string {
  return posts.reduce((latest, p) => (p.updated > latest ? p.updated : latest), "0000-00-00");
}
