import { insightsPage } from "@/lib/content/insightsPage";
import { site } from "@/lib/content/site";
import { team } from "@/lib/content/team";
import { canonicalUrl, type FeedLink } from "@/lib/metadata";
import { absoluteUrl } from "@/lib/site";
import { allPosts, latestUpdate, type Post } from "./posts";
import { escapeXml } from "@/lib/html";

// The insights feeds, written at build time by app/insights/rss.xml and app/insights/atom.xml.
// Each entry carries the post's full title, its summary (the description), its dates and its link.

const authorOf = (post: Post) => team.find((m) => m.id === post.author)?.name ?? site.name;
/** RFC 822 date for RSS: "Fri, 20 Nov 2026 00:00:00 GMT". */
const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();
/** RFC 3339 date for Atom. */
const rfc3339 = (iso: string) => `${iso}T00:00:00Z`;

export const FEED_PATHS = { rss: `${insightsPage.path}/rss.xml`, atom: `${insightsPage.path}/atom.xml` };

/** Both feeds as every insights page announces them in its <head>. */
export const feedLinks: FeedLink[] = [
  { type: "application/rss+xml", url: FEED_PATHS.rss, title: `${insightsPage.feedTitle} (RSS)` },
  { type: "application/atom+xml", url: FEED_PATHS.atom, title: `${insightsPage.feedTitle} (Atom)` },
];

/** RSS 2.0 with an atom:link to itself (as the RSS Advisory Board recommends). */
export function rssFeed(posts: Post[] = allPosts()): string {
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(canonicalUrl(post.path))}</link>
      <guid isPermaLink="true">${escapeXml(canonicalUrl(post.path))}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${rfc822(post.published)}</pubDate>
      <dc:creator>${escapeXml(authorOf(post))}</dc:creator>
${post.tags.map((t) => `      <category>${escapeXml(t)}</category>`).join("\n")}
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(insightsPage.feedTitle)}</title>
    <link>${escapeXml(canonicalUrl(insightsPage.path))}</link>
    <atom:link href="${escapeXml(absoluteUrl(FEED_PATHS.rss))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(insightsPage.description)}</description>
    <language>en-in</language>
    <lastBuildDate>${rfc822(latestUpdate(posts))}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}

/** Atom 1.0. */
export function atomFeed(posts: Post[] = allPosts()): string {
  const entries = posts.map(
    (post) => `  <entry>
    <title>${escapeXml(post.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(canonicalUrl(post.path))}"/>
    <id>${escapeXml(canonicalUrl(post.path))}</id>
    <published>${rfc3339(post.published)}</published>
    <updated>${rfc3339(post.updated)}</updated>
    <author><name>${escapeXml(authorOf(post))}</name></author>
    <summary>${escapeXml(post.description)}</summary>
${post.tags.map((t) => `    <category term="${escapeXml(t)}"/>`).join("\n")}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <title>${escapeXml(insightsPage.feedTitle)}</title>
  <subtitle>${escapeXml(insightsPage.description)}</subtitle>
  <link rel="alternate" type="text/html" href="${escapeXml(canonicalUrl(insightsPage.path))}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(FEED_PATHS.atom))}"/>
  <id>${escapeXml(canonicalUrl(insightsPage.path))}</id>
  <updated>${rfc3339(latestUpdate(posts))}</updated>
  <author><name>${escapeXml(site.name)}</name></author>
${entries.join("\n")}
</feed>
`;
}
