import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import { insightsPage, insightTags } from "@/lib/content/insightsPage";
import {
  allCaseStudies,
  caseStudyPath,
  industryFilterPath,
  industryFilters,
  latestStudyUpdate,
  serviceFilterPath,
  serviceFilters,
  studiesForService,
  studiesInIndustry,
} from "@/lib/caseStudies";
import {
  allPosts,
  indexPage,
  indexPagePath,
  latestUpdate,
  postsWithTag,
  tagPath,
  usedTags,
} from "@/lib/insights/posts";
import { fill } from "@/lib/template";
import type { RouteInfo } from "./routeTypes";

/**
 * The case-study and insights routes: the lists, each study, the filter pages (only for services and
 * industries that have studies), each post, each used tag and every index page after the first.
 */
export function caseStudyAndInsightRoutes(): RouteInfo[] {
  const studies = allCaseStudies();
  const posts = allPosts();
  const { pages: indexPages } = indexPage(1);
  return [
    {
      path: caseStudiesPage.path,
      kind: "collection",
      id: "case-studies",
      title: caseStudiesPage.title,
      description: caseStudiesPage.description,
      updated: latestStudyUpdate(studies),
      noindex: false,
    },
    ...studies.map((study) => ({
      path: caseStudyPath(study.slug),
      kind: "caseStudy" as const,
      id: study.slug,
      title: study.title,
      description: study.description,
      updated: study.updated,
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    ...serviceFilters().map((service) => ({
      path: serviceFilterPath(service.id),
      kind: "collection" as const,
      id: `case-studies-service-${service.id}`,
      title: fill(caseStudiesPage.serviceFilter.title, { label: service.navLabel }),
      description: fill(caseStudiesPage.serviceFilter.description, { label: service.navLabel }),
      updated: latestStudyUpdate(studiesForService(service.id)),
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    ...industryFilters().map((industry) => ({
      path: industryFilterPath(industry.id),
      kind: "collection" as const,
      id: `case-studies-industry-${industry.id}`,
      title: fill(caseStudiesPage.industryFilter.title, { label: industry.label }),
      description: fill(caseStudiesPage.industryFilter.description, { label: industry.label.toLowerCase() }),
      updated: latestStudyUpdate(studiesInIndustry(industry.id)),
      noindex: false,
      parent: caseStudiesPage.path,
    })),
    {
      path: insightsPage.path,
      kind: "collection",
      id: "insights",
      title: insightsPage.title,
      description: insightsPage.description,
      updated: latestUpdate(posts),
      noindex: false,
    },
    ...Array.from({ length: indexPages - 1 }, (_, i) => i + 2).map((n) => ({
      path: indexPagePath(n),
      kind: "collection" as const,
      id: `insights-page-${n}`,
      title: fill(insightsPage.pageTitle, { n }),
      description: fill(insightsPage.pageDescription, { n, total: indexPages }),
      updated: latestUpdate(indexPage(n).posts),
      noindex: false,
      parent: insightsPage.path,
    })),
    ...posts.map((post) => ({
      path: post.path,
      kind: "post" as const,
      id: post.slug,
      title: post.title,
      description: post.description,
      keywords: post.tags.map((t) => insightTags[t]!),
      updated: post.updated,
      noindex: false,
      parent: insightsPage.path,
    })),
    ...usedTags(Object.keys(insightTags)).map((tag) => ({
      path: tagPath(tag),
      kind: "collection" as const,
      id: `insights-tag-${tag}`,
      title: fill(insightsPage.tagTitle, { label: insightTags[tag]! }),
      description: fill(insightsPage.tagDescription, { label: insightTags[tag]! }),
      updated: latestUpdate(postsWithTag(tag)),
      noindex: false,
      parent: insightsPage.path,
    })),
  ];
}
