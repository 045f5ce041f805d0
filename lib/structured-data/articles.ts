import { serviceById } from "@/lib/content/services";
import type { Article, BlogPosting, Graph, ItemList, Person } from "schema-dts";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import { insightsPage } from "@/lib/content/insightsPage";
import { team } from "@/lib/content/team";
import { clientLine } from "@/lib/caseStudies";
import { workImageFile } from "@/lib/work";
import type { Post } from "@/lib/insights/posts";
import { canonicalUrl } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site";
import { shareImagePath } from "@/lib/shareImage";
import { breadcrumbsFor } from "./breadcrumbs";
import { graph } from "./graph";
import { ids, ref } from "./ids";
import { organization } from "./organization";
import { webPage } from "./webPage";

// Case studies and insights posts: Article and BlogPosting nodes (with the author, publisher and dates
// Google's article guidelines ask for), plus the WebPage and breadcrumbs every page carries.

const articleId = (path: string) => `${absoluteUrl(path)}#article`;

function shareImage(path: string) {
  return { "@type": "ImageObject" as const, url: absoluteUrl(shareImagePath(path)), width: "1200", height: "630" };
}

/** A team member (content/team/) as the Person who wrote a post. */
export function author(memberId: string): Person {
  const member = team.find((m) => m.id === memberId);
  if (!member) throw new Error(`Unknown author "${memberId}"`);
  return {
    "@type": "Person",
    name: member.name,
    jobTitle: member.position,
    url: absoluteUrl("/about"),
    sameAs: [member.linkedin],
    worksFor: ref(ids.organization),
  };
}

/** A post as a BlogPosting by its author, published by the agency. */
export function blogPosting(post: Post): BlogPosting {
  return {
    "@type": "BlogPosting",
    "@id": articleId(post.path),
    headline: post.title,
    description: post.description,
    url: canonicalUrl(post.path),
    mainEntityOfPage: ref(ids.webPage(post.path)),
    datePublished: post.published,
    dateModified: post.updated,
    author: author(post.author),
    publisher: ref(ids.organization),
    image: shareImage(post.path),
    inLanguage: "en-IN",
    wordCount: post.words,
    timeRequired: `PT${post.readingMinutes}M`,
    keywords: post.tags.join(", "),
    about: post.services.map((id) => ({
      "@type": "Service" as const,
      name: serviceById(id).navLabel,
      url: canonicalUrl(serviceById(id).path),
    })),
    isPartOf: {
      "@type": "Blog",
      "@id": `${absoluteUrl(insightsPage.path)}#blog`,
      name: insightsPage.feedTitle,
      url: canonicalUrl(insightsPage.path),
    },
  };
}

/** A case study as an Article written by the agency, about the services it used. */
export function caseStudyArticle(study: CaseStudy, path: string): Article {
  return {
    "@type": "Article",
    "@id": articleId(path),
    headline: study.title,
    description: study.description,
    url: canonicalUrl(path),
    mainEntityOfPage: ref(ids.webPage(path)),
    datePublished: study.published,
    dateModified: study.updated,
    author: ref(ids.organization),
    publisher: ref(ids.organization),
    image: [
      shareImage(path),
      {
        "@type": "ImageObject",
        url: absoluteUrl(workImageFile(study.work[0])),
        width: String(study.work[0].width),
        height: String(study.work[0].height),
      },
    ],
    inLanguage: "en-IN",
    articleSection: "Case studies",
    abstract: `${clientLine(study)}: ${study.summary}`,
    about: study.services.map((id) => ({
      "@type": "Service" as const,
      name: serviceById(id).navLabel,
      url: canonicalUrl(serviceById(id).path),
    })),
  };
}

/** The graph of an article page: the article, its WebPage, breadcrumbs and the Organization it references. */
export function articleGraph(path: string, article: Article | BlogPosting): Graph {
  const info = requireRouteInfo(path);
  return graph(
    article,
    webPage({ path, title: info.title, description: info.description, updated: info.updated }),
    breadcrumbsFor(path),
    organization(),
  );
}

/** A list page (case studies, insights, a filter or tag): CollectionPage, breadcrumbs and an ItemList of its entries. */
export function collectionGraph(path: string, items: { path: string; name: string }[]): Graph {
  const info = requireRouteInfo(path);
  const list: ItemList = {
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: canonicalUrl(item.path),
      name: item.name,
    })),
  };
  return graph(
    {
      ...webPage({
        path,
        title: info.title,
        description: info.description,
        updated: info.updated,
        type: "CollectionPage",
      }),
      mainEntity: list,
    },
    breadcrumbsFor(path),
  );
}
