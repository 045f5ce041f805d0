import Link from "@/components/i18n/Link";
import { localeInfo } from "@/lib/locales";
import { insightsPageIn, insightTagsIn } from "@/lib/content/insightsPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import { team } from "@/lib/content/team";
import { formatDate } from "@/lib/dates";
import { tagPath, type Post } from "@/lib/insights/posts";
import { fill } from "@/lib/template";
import styles from "./CaseStudiesAndInsights.module.css";

export const authorName = (id: string) => team.find((m) => m.id === id)?.name ?? id;

/** Date, reading time and author of a post, as one line, in the page's language (inside an English card too). */
export function PostMeta({ post }: { post: Post }) {
  const locale = pageLocale();
  const insightsPage = insightsPageIn(locale);
  return (
    <p className={styles.meta} lang={locale === "en" ? undefined : localeInfo[locale].htmlLang}>
      <time dateTime={post.published}>{formatDate(post.published, locale)}</time> ·{" "}
      {fill(insightsPage.readingTime, { n: post.readingMinutes })} · {insightsPage.by} {authorName(post.author)}
    </p>
  );
}

/** A post's tags, each a link to its tag page: under its card and at the end of its article. */
export function PostTags({ tags }: { tags: Post["tags"] }) {
  const locale = pageLocale();
  const insightTags = insightTagsIn(locale);
  return (
    <ul
      className={styles.tags}
      aria-label={insightsPageIn(locale).tagsLabel}
      lang={locale === "en" ? undefined : localeInfo[locale].htmlLang}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={tagPath(tag)}>{insightTags[tag]}</Link>
        </li>
      ))}
    </ul>
  );
}

/** One post in a list: linked title, meta line, summary and its tags (each a link to the tag page). */
export function PostCard({ post, headingLevel = 2 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={post.path}>{post.title}</Link>
        </Heading>
        <PostMeta post={post} />
        <p className={styles.summary}>{post.description}</p>
        <PostTags tags={post.tags} />
      </div>
    </article>
  );
}

export function PostGrid({ posts, headingLevel = 2 }: { posts: Post[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
