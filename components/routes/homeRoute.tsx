import type { Locale } from "@/lib/locales";
import { homeIn } from "@/lib/content/home";
import { homeGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { JsonLd } from "@/components/seo/JsonLd";
import { HomeHero } from "@/components/home/HomeHero";
import { Welcome } from "@/components/home/Welcome";
import { WhatWeDo } from "@/components/home/WhatWeDo";
import { WhyChoose } from "@/components/home/WhyChoose";
import { Process } from "@/components/home/Process";
import { ClientsSection } from "@/components/home/ClientsSection";
import { TestimonialsSection } from "@/components/home/TestimonialsSection";
import { FaqSection } from "@/components/home/FaqSection";
import { pageMetadata, pagePathIn } from "./pagePath";

export const homeMetadata = (locale: Locale) => pageMetadata("home", locale);

/** Home in every language: the eight sections, in the order of content/home/home.en.yml. */
export function HomeRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  return (
    <>
      <HomeHero />
      <Welcome />
      <WhatWeDo />
      <WhyChoose />
      <Process />
      <ClientsSection />
      <TestimonialsSection />
      <FaqSection />
      <JsonLd data={homeGraph({ faqs: homeIn(locale).homeFaqs, path: pagePathIn("home", locale) })} />
    </>
  );
}
