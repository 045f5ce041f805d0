import compiled from "@/.content/servicesOverview.json" with { type: "json" };
import { eachLocale, type Locale } from "@/lib/locales";
import { type ServiceId } from "@/lib/content/serviceCatalogue";
import { serviceRecords } from "./services";
import { fill } from "@/lib/template";
import { onlyEntryIn } from "./inLanguage";
import type { ServicesOverviewEntry } from "./schemas/servicesOverview";
import { withoutKeys, type WithoutKeys } from "./withoutKeys";

type Shown = WithoutKeys<Omit<ServicesOverviewEntry, "id">>;
type Card = Shown["cards"][number];

/** The services overview's copy (content/services-overview/), each card naming a service of the catalogue. */
export type ServicesOverview = Omit<Shown, "cards"> & { cards: (Omit<Card, "serviceId"> & { serviceId: ServiceId })[] };

/** "18 specialist services": every service page in the header's Services menu, counted from the catalogue. */
const count = String(serviceRecords.filter((service) => service.inServicesMenu).length);

const entryIn = onlyEntryIn<ServicesOverviewEntry>(compiled);

// A card naming no service page would link nowhere: the build stops here instead.
for (const card of entryIn("en").cards)
  if (!serviceRecords.some((service) => service.id === card.serviceId))
    throw new Error(
      `content/services-overview/services-overview.en.yml: cards[${card.key}]: no service page "${card.serviceId}"`,
    );

function overviewIn(locale: Locale): ServicesOverview {
  const overview = withoutKeys<ServicesOverview>(entryIn(locale));
  return {
    ...overview,
    figures: overview.figures.map((figure) => ({ ...figure, value: fill(figure.value, { count }) })),
    allServices: { ...overview.allServices, heading: fill(overview.allServices.heading, { count }) },
  };
}

const byLocale: Record<Locale, ServicesOverview> = eachLocale(overviewIn);

export const servicesOverviewIn = (locale: Locale): ServicesOverview => byLocale[locale];
