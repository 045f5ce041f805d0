import { serviceById } from "@/lib/content/services";
import Link from "@/components/i18n/Link";
import { insightsPage, insightTags } from "@/lib/content/insightsPage";
import { caseStudyPath, studiesForService } from "@/lib/caseStudies";
import { formatDate } from "@/lib/dates";
import type { Post } from "@/lib/insights/posts";
import type { TocEntry } from "@/lib/insights/render";
import { fill } from "@/lib/template";
import { PageHero } from "@/components/ui/PageHero";
import { ClosingCta } from "./ClosingCta";
import { FeedLinks } from "./InsightsIndex";
import { authorName, PostTags } from "./PostCard";
import styles from "./CaseStudiesAndInsights.module.css";

/** Case studies that used any of the post's services, at most three. */
const relatedStudies = (post: Post) => {
  const seen = new Set<string>();
  return post.services
    .flatMap((id) => studiesForService(id))
    .filter((s) => !seen.has(s.slug) && seen.add(s.slug))
    .slice(0, 3);
};

/**
 * One insights post: title, author, dates and reading time; a table of contents when the post is long;
 * the body (Markdown rendered and sanitised at build time); related services, related case studies, and
 * the call to action to /contact.
 */
export function PostArticle({ post, html, toc }: { post: Post; html: string; toc: TocEntry[] }) {
  const sections = toc.filter((t) => t.level === 2);
  const showToc = sections.length >= insightsPage.tocMinSections;
  const studies = relatedStudies(post);
  return (
    <>
      <PageHero
        id="post"
        eyebrow={post.tags.map((t) => insightTags[t]).join(" · ")}
        heading={post.title}
        lead={post.description}
      />
      <div className={`container ${styles.section}`}>
        <Link href={insightsPage.path} className={styles.backLink}>
          ← {insightsPage.title}
        </Link>
        <div className={styles.articleLayout}>
          <article>
            <p className={styles.meta}>
              {insightsPage.by} {authorName(post.author)} · {insightsPage.publishedLabel}{" "}
              <time dateTime={post.published}>{formatDate(post.published)}</time>
              {post.updated !== post.published ? (
                <>
                  {" "}
                  · {insightsPage.updatedLabel} <time dateTime={post.updated}>{formatDate(post.updated)}</time>
                </>
              ) : null}{" "}
              · {fill(insightsPage.readingTime, { n: post.readingMinutes })}
            </p>
            {showToc ? (
              <nav className={`${styles.panel} ${styles.toc}`} aria-labelledby="toc-heading">
                <h2 id="toc-heading">{insightsPage.tocHeading}</h2>
                <ol>
                  {sections.map((entry) => (
                    <li key={entry.id}>
                      <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {/* Rendered from the repository's Markdown and sanitised at build time (lib/insights/render.ts). */}
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
            <PostTags tags={post.tags} />
            <FeedLinks />
          </article>
          <aside className={styles.aside} aria-label={insightsPage.relatedHeading}>
            <div className={styles.panel}>
              <h2>{insightsPage.relatedHeading}</h2>
              <ul>
                {post.services.map((id) => (
                  <li key={id}>
                    <Link href={serviceById(id).path}>{serviceById(id).navLabel}</Link>
                  </li>
                ))}
              </ul>
            </div>
            {studies.length ? (
              <div className={styles.panel}>
                <h2>{insightsPage.relatedStudiesHeading}</h2>
                <ul>
                  {studies.map((s) => (
                    <li key={s.slug}>
                      <Link href={caseStudyPath(s.slug)}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </aside>
        </div>
      </div>
      <ClosingCta id="post-cta" cta={insightsPage.cta} />
    </>
  );
}
