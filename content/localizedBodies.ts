import type { Locale } from "./locales";
import * as aboutEn from "./about";
import * as aboutTe from "./about.te";
import * as aboutHi from "./about.hi";
import * as careersEn from "./careers";
import * as careersTe from "./careers.te";
import * as careersHi from "./careers.hi";
import * as overviewEn from "./services/overview";
import * as overviewTe from "./services/overview.te";
import * as overviewHi from "./services/overview.hi";
import * as caseStudiesEn from "./case-studies/page";
import * as caseStudiesTe from "./case-studies/page.te";
import * as caseStudiesHi from "./case-studies/page.hi";
import * as insightsEn from "./insights/page";
import * as insightsTe from "./insights/page.te";
import * as insightsHi from "./insights/page.hi";
import { insightTags as tagsEn, type InsightTagLabels } from "./insights/tags";
import { insightTags as tagsTe } from "./insights/tags.te";
import { insightTags as tagsHi } from "./insights/tags.hi";
import * as privacyEn from "./privacy";
import * as privacyTe from "./privacy.te";
import * as privacyHi from "./privacy.hi";

// The page bodies' copy in each language, picked by locale: each translation is a sibling module with the
// English module's exports and types (so a missing string fails the build). Server side only.

const about: Record<Locale, Pick<typeof aboutEn, "aboutPage">> = { en: aboutEn, te: aboutTe, hi: aboutHi };
const careers: Record<Locale, Pick<typeof careersEn, "careersIntro">> = {
  en: careersEn,
  te: careersTe,
  hi: careersHi,
};
const overview: Record<Locale, Pick<typeof overviewEn, "servicesOverview">> = {
  en: overviewEn,
  te: overviewTe,
  hi: overviewHi,
};
const caseStudies: Record<Locale, Pick<typeof caseStudiesEn, "caseStudiesPage">> = {
  en: caseStudiesEn,
  te: caseStudiesTe,
  hi: caseStudiesHi,
};
const insights: Record<Locale, Pick<typeof insightsEn, "insightsPage">> = {
  en: insightsEn,
  te: insightsTe,
  hi: insightsHi,
};

const privacy: Record<Locale, Pick<typeof privacyEn, "privacyNotice">> = {
  en: privacyEn,
  te: privacyTe,
  hi: privacyHi,
};

export const aboutFor = (locale: Locale) => about[locale].aboutPage;
export const careersFor = (locale: Locale) => careers[locale];
export const servicesOverviewFor = (locale: Locale) => overview[locale].servicesOverview;
export const caseStudiesPageFor = (locale: Locale) => caseStudies[locale].caseStudiesPage;
export const insightsPageFor = (locale: Locale) => insights[locale].insightsPage;
export const privacyNoticeFor = (locale: Locale) => privacy[locale].privacyNotice;

const tags: Record<Locale, InsightTagLabels> = { en: tagsEn, te: tagsTe, hi: tagsHi };
/** The insights' topics, named in `locale` (the guides under them stay English). */
export const insightTagsFor = (locale: Locale): InsightTagLabels => tags[locale];
