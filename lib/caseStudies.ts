import { caseStudiesPage } from "@/lib/content/caseStudiesPage";
import { industries, type Industry } from "@/lib/content/industries";
import { caseStudies } from "@/lib/content/caseStudies";
import type { CaseStudy } from "@/lib/content/caseStudyTypes";
import type { ServiceId } from "@/lib/content/serviceCatalogue";
import { serviceRecords } from "@/lib/content/services";
import type { ServiceRecord } from "@/lib/content/serviceTypes";

// Lookups over the case-study records. Every id a study names is checked when this module loads, so a
// typo in content/case-studies fails the build instead of producing an empty filter page.
for (const study of caseStudies) {
  if (!industries.some((i) => i.id === study.industry))
    throw new Error(
      `content/case-studies/${study.slug}.en.yml: industry "${study.industry}" has no file in content/industries/`,
    );
  for (const id of study.services) {
    if (!serviceRecords.some((s) => s.id === id))
      throw new Error(`content/case-studies: ${study.slug}: unknown service "${id}"`);
  }
}

export const caseStudyPath = (slug: string) => `${caseStudiesPage.path}/${slug}`;
export const serviceFilterPath = (serviceId: string) => `${caseStudiesPage.path}/service/${serviceId}`;
export const industryFilterPath = (industryId: string) => `${caseStudiesPage.path}/industry/${industryId}`;

export const allCaseStudies = (): CaseStudy[] => caseStudies;
export const caseStudyBySlug = (slug: string) => caseStudies.find((s) => s.slug === slug);
export const studiesForService = (serviceId: ServiceId) => caseStudies.filter((s) => s.services.includes(serviceId));
export const studiesInIndustry = (industryId: string) => caseStudies.filter((s) => s.industry === industryId);

export function industryById(id: string): Industry {
  const industry = industries.find((i) => i.id === id);
  if (!industry) throw new Error(`Unknown industry "${id}"`);
  return industry;
}

/** Services at least one study used, in catalogue order: the "by service" filter. */
export const serviceFilters = (): ServiceRecord[] => serviceRecords.filter((s) => studiesForService(s.id).length > 0);
/** Industries with at least one study: the "by industry" filter. */
export const industryFilters = (): Industry[] => industries.filter((i) => studiesInIndustry(i.id).length > 0);

/** The client as the testimonials name them: "Ravi, café chain owner, Hyderabad". */
export const clientLine = (study: CaseStudy) =>
  `${study.client.person.name}, ${study.client.business}, ${study.client.city}`;

/** The studies behind some slugs, in their order; an unknown slug fails the build. */
export function studiesBySlug(slugs: readonly string[]): CaseStudy[] {
  return slugs.map((slug) => {
    const study = caseStudyBySlug(slug);
    if (!study) throw new Error(`Unknown case study "${slug}"`);
    return study;
  });
}

/** The newest `updated` among some studies: a list page's lastmod. */
export const latestStudyUpdate = (studies: CaseStudy[]) =>
  studies.reduce((latest, s) => (s.updated > latest ? s.updated : latest), caseStudiesPage.updated);

export type StudyFilterKind = "service" | "industry";

/** A filtered list of studies: its address, the label of what it filters by, and the studies. */
export interface StudyFilterView {
  path: string;
  label: string;
  studies: CaseStudy[];
}

/** The ids a filter kind has pages for (only those with studies: no empty page is built). */
export function studyFilterIds(kind: StudyFilterKind): string[] {
  return (kind === "service" ? serviceFilters() : industryFilters()).map((f) => f.id);
}

/** One filter page's view, or undefined for an id that has no page. */
export function studyFilterView(kind: StudyFilterKind, id: string): StudyFilterView | undefined {
  if (kind === "service") {
    const service = serviceFilters().find((s) => s.id === id);
    return service && { path: serviceFilterPath(id), label: service.navLabel, studies: studiesForService(service.id) };
  }
  const industry = industryFilters().find((i) => i.id === id);
  return industry && { path: industryFilterPath(id), label: industry.label, studies: studiesInIndustry(id) };
}
