import Link from "@/components/i18n/Link";
import { insightsPageIn, insightTagsIn } from "@/lib/content/insightsPage";
import { pageLocale } from "@/components/i18n/pageLocale";
import { EnglishContent } from "@/components/i18n/EnglishContent";
import { indexPagePath, tagPath, usedTags, type Post } from "@/lib/insights/posts";
import { FEED_PATHS } from "@/lib/insights/feeds";
import { fill } from "@/lib/template";
import { PageHero } from "@/components/ui/PageHero";
import { ClosingCta } from "./ClosingCta";
import { FilterChips } from "./FilterChips";
import { PostGrid } from "./PostCard";
import styles from "./CaseStudiesAndInsights.module.css";

/**
 * Topic links: every used tag, as pre-rendered pages, named in the page's language. A topic's page lists the
 * English guides, so on a Telugu or Hindi page its link says it leads to an English page (hreflang="en").
 */
function TagNav({ current }: { current: string }) {
  const locale = pageLocale();
  const insightsPage = insightsPageIn(locale);
  const insightTags = insightTagsIn(locale);
  const all = { href: insightsPage.path, label: insightsPage.allTopics };
  const tags = usedTags(Object.keys(insightTags)).map((tag) => ({ href: tagPath(tag), label: insightTags[tag]! }));
  return (
    <nav className={styles.filters} aria-label={insightsPage.tagsLabel}>
      <FilterChips links={[all, ...tags]} current={current} />
    </nav>
  );
}

/**
 * Links to the newer and older pages of the index, when there is more than one, and to every page by number when
 * there are more than two (with two, a numbered link would only repeat "Older posts" or "Newer posts").
 */
function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages < 2) return null;
  const numbers = pages > 2 ? Array.from({ length: pages }, (_, i) => i + 1) : [];
  const { pagination } = insightsPageIn(pageLocale());
  return (
    <nav className={styles.pagination} aria-label={pagination.label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link className={styles.chip} href={indexPagePath(page - 1)} rel="prev">
              ← {pagination.previous}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <Link className={styles.chip} href={indexPagePath(n)} aria-current={n === page ? "page" : undefined}>
              {fill(pagination.page, { n })}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link className={styles.chip} href={indexPagePath(page + 1)} rel="next">
              {pagination.next} →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The feed links, visible (the <head> also announces them with rel="alternate"). */
export function FeedLinks() {
  const insightsPage = insightsPageIn(pageLocale());
  return (
    <p className={styles.feeds}>
      <span>{insightsPage.feeds.label}</span>
      <a href={FEED_PATHS.rss} type="application/rss+xml">
        {insightsPage.feeds.rss}
      </a>
      <a href={FEED_PATHS.atom} type="application/atom+xml">
        {insightsPage.feeds.atom}
      </a>
    </p>
  );
}

/** /insights, /insights/page/<n> and /insights/tag/<tag>: topics, the posts, pagination, feeds and the CTA. */
export function InsightsIndex({
  path,
  heading,
  posts,
  page = 1,
  pages = 1,
}: {
  path: string;
  heading: string;
  posts: Post[];
  page?: number;
  pages?: number;
}) {
  const locale = pageLocale();
  const insightsPage = insightsPageIn(locale);
  return (
    <>
      <PageHero id="insights" eyebrow={insightsPage.eyebrow} heading={heading} lead={insightsPage.lead} />
      <div className={styles.section}>
        <div className="container">
          <TagNav current={path} />
          {/* The articles are English pages: on a Telugu or Hindi page their cards say so. */}
          <EnglishContent locale={locale}>
            <PostGrid posts={posts} />
          </EnglishContent>
          <Pagination page={page} pages={pages} />
          <FeedLinks />
        </div>
      </div>
      <ClosingCta id="insights-cta" cta={insightsPage.cta} />
    </>
  );
}
