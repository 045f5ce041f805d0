// One component per section kind. All are server components; only the hero's video and cursor blob
// (architecture page) hydrate. Headings: the hero holds the page's one h1, every other section an h2.
export { Hero } from "./Hero";
export { PageNav } from "./PageNav";
export { About } from "./About";
export { ServiceGrid } from "./ServiceGrid";
export { WhyChoose } from "./WhyChoose";
export { Stats } from "./Stats";
export { Process } from "./Process";
export { Advantages } from "./Advantages";
export { Included } from "./Included";
export { Highlight } from "./Highlight";
export { Faq } from "./Faq";
export { CaseStudies } from "./CaseStudies";
export { Gallery } from "./Gallery";
export { Metrics } from "./Metrics";
export { Cta } from "./Cta";
