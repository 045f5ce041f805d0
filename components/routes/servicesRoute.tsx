import type { Locale } from "@/lib/locales";
import { pageGraph } from "@/lib/structured-data";
import { setPageLocale } from "@/components/i18n/pageLocale";
import { ServicesOverview } from "@/components/services/ServicesOverview";
import { JsonLd } from "@/components/seo/JsonLd";
import { pageMetadata, pagePathIn } from "./pagePath";

export const servicesMetadata = (locale: Locale) => pageMetadata("services", locale);

/** The services overview in every language. */
export function ServicesRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  return (
    <>
      <ServicesOverview />
      <JsonLd data={pageGraph(pagePathIn("services", locale), { type: "CollectionPage" })} />
    </>
  );
}
