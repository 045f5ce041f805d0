import compiled from "@/.content/about.json" with { type: "json" };
import type { Locale } from "@/lib/locales";
import { serviceSummaries, type ServiceId } from "@/lib/content/serviceCatalogue";
import { onlyEntryIn } from "./inLanguage";
import type { AboutEntry } from "./schemas/about";
import { withoutKeys, type WithoutKeys } from "./withoutKeys";

type Shown = WithoutKeys<Omit<AboutEntry, "id">>;
type Card = Shown["services"]["cards"][number];

/** The About page's copy (content/about/), its service cards naming a service of the catalogue. */
export type AboutPage = Omit<Shown, "services"> & {
  services: Omit<Shown["services"], "cards"> & { cards: (Omit<Card, "serviceId"> & { serviceId: ServiceId })[] };
};

const entryIn = onlyEntryIn<AboutEntry>(compiled);

// A card naming no service page would link nowhere: the build stops here instead.
for (const card of entryIn("en").services.cards)
  if (!serviceSummaries.some((service) => service.id === card.serviceId))
    throw new Error(`content/about/about.en.yml: services.cards[${card.key}]: no service page "${card.serviceId}"`);

export const aboutIn = (locale: Locale): AboutPage => withoutKeys(entryIn(locale));
