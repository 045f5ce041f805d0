// Structured data (JSON-LD) typed with schema-dts, built from the same content records as the pages.
// Pages render a graph with <JsonLd data={…} /> (components/seo/JsonLd.tsx).
export { breadcrumbList, breadcrumbsFor, breadcrumbTrail, type Crumb } from "./breadcrumbs";
export { faqPage, faqQuestion, type FaqItem } from "./faqPage";
export { graph, serializeJsonLd } from "./graph";
export { ids } from "./ids";
export { jobPosting, type EmploymentType, type JobPostingInput, type Workplace } from "./jobPosting";
export { localBusiness, openingHours, postalAddress } from "./localBusiness";
export { customerServiceContactPoint, logoImage, organization, type OrganizationOptions } from "./organization";
export { careersGraph, homeGraph, pageGraph, serviceGraph, type PageGraphOptions } from "./pages";
export { service, type ServiceInput } from "./service";
export { webPage, type WebPageInput } from "./webPage";
export { SEARCH_URL_TEMPLATE, website } from "./website";
export { jobPostingInput, serviceRecordGraph } from "./records";
export { articleGraph, author, blogPosting, caseStudyArticle, collectionGraph } from "./proof";
