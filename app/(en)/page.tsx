import { homeFaqs } from "@/content/home";
import { pages } from "@/content/pages";
import { buildMetadata } from "@/lib/metadata";
import { homeGraph } from "@/lib/structured-data";
import { JsonLd } from "@/components/seo/JsonLd";
import { HomeHero } from "@/components/home/HomeHero";
import { Welcome } from "@/components/home/Welcome";
import { WhatWeDo } from "@/components/home/WhatWeDo";
import { WhyChoose } from "@/components/home/WhyChoose";
import { Process } from "@/components/home/Process";
import { ClientsSection } from "@/components/home/ClientsSection";
import { TestimonialsSection } from "@/components/home/TestimonialsSection";
import { FaqSection } from "@/components/home/FaqSection";

export const metadata = buildMetadata(pages.home);

/** Home: the eight sections, in the order of content/home.ts. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={homeGraph({ faqs: homeFaqs })} />
      <HomeHero />
      <Welcome />
      <WhatWeDo />
      <WhyChoose />
      <Process />
      <ClientsSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
