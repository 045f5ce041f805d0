import { localeInfo, type Locale } from "@/lib/locales";
import { caseStudiesPageIn } from "@/lib/content/caseStudiesPage";
import { insightsPageIn } from "@/lib/content/insightsPage";
import { allCaseStudies, caseStudyPath } from "@/lib/caseStudies";
import { indexPage } from "@/lib/insights/posts";
import { feedLinks } from "@/lib/insights/feeds";
import { buildMetadata } from "@/lib/metadata";
import { requireRouteInfo } from "@/lib/routes";
import { collectionGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { CaseStudyList } from "@/components/case-studies-and-insights/CaseStudyList";
import { InsightsIndex } from "@/components/case-studies-and-insights/InsightsIndex";
import { JsonLd } from "@/components/seo/JsonLd";

// The case-study list and the first insights page in every language. The studies and articles themselves are
// English pages; a translated list shows their cards marked lang="en".

const pathIn = (path: string, locale: Locale) => `${localeInfo[locale].prefix}${path}`;

export const caseStudiesMetadata = (locale: Locale) =>
  buildMetadata(requireRouteInfo(pathIn(caseStudiesPageIn(locale).path, locale)));

export function CaseStudiesRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const page = caseStudiesPageIn(locale);
  const path = pathIn(page.path, locale);
  const studies = allCaseStudies();
  return (
    <>
      <CaseStudyList path={page.path} heading={page.heading} studies={studies} />
      <JsonLd
        data={collectionGraph(
          path,
          studies.map((s) => ({ path: caseStudyPath(s.slug), name: s.title })),
        )}
      />
    </>
  );
}

export const insightsMetadata = (locale: Locale) =>
  buildMetadata({ ...requireRouteInfo(pathIn(insightsPageIn(locale).path, locale)), feeds: feedLinks });

export function InsightsRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const page = insightsPageIn(locale);
  const { posts, pages } = indexPage(1);
  return (
    <>
      <InsightsIndex path={page.path} heading={page.heading} posts={posts} page={1} pages={pages} />
      <JsonLd
        data={collectionGraph(
          pathIn(page.path, locale),
          posts.map((p) => ({ path: p.path, name: p.title })),
        )}
      />
    </>
  );
}
