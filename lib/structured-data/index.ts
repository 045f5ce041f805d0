// Structured data (JSON-LD) typed with schema-dts, built from the same content records as the pages.
// Pages render a graph with <JsonLd data={…} /> (components/seo/JsonLd.tsx). This is the public surface;
// the building blocks (ids, postal address, opening hours, …) stay inside their modules.
export { breadcrumbList, breadcrumbsFor } from "./breadcrumbs";
export { faqPage } from "./faqPage";
export { graph, serializeJsonLd } from "./graph";
export { jobPosting, type JobPostingInput } from "./jobPosting";
export { localBusiness } from "./localBusiness";
export { organization } from "./organization";
export { careersGraph, homeGraph, pageGraph, serviceGraph } from "./pages";
export { service } from "./service";
export { webPage } from "./webPage";
export { SEARCH_URL_TEMPLATE, website } from "./website";
export { jobPostingInput, serviceRecordGraph } from "./records";
export { articleGraph, blogPosting, caseStudyArticle, collectionGraph } from "./articles";
