import type { Service } from "schema-dts";
import { site } from "@/lib/content/site";
import { canonicalUrl } from "@/lib/metadata";
import { ids, ref } from "./ids";

export interface ServiceInput {
  /** Canonical path of the service page. */
  path: string;
  /** The service's name as its page shows it. */
  name: string;
  description: string;
  /** A short type label ("Search engine optimisation", "Logo design"). Default: the name. */
  serviceType?: string;
  /** Category label for the catalogue ("Marketing", "Development", "Design"). */
  category?: string;
  /** Price from the page, when it states one (INR). */
  offers?: { price?: number; minPrice?: number; maxPrice?: number; description?: string };
}

/** A service page as a schema.org Service provided by the agency, served in Hyderabad and across India. */
export function service(input: ServiceInput): Service {
  const offers = input.offers;
  return {
    "@type": "Service",
    "@id": ids.service(input.path),
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    ...(input.category ? { category: input.category } : {}),
    url: canonicalUrl(input.path),
    provider: ref(ids.organization),
    areaServed: [
      { "@type": "City", name: site.address.city },
      { "@type": "Country", name: site.address.country },
    ],
    ...(offers
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "INR",
            ...(offers.description ? { description: offers.description } : {}),
            ...(offers.price !== undefined
              ? { price: offers.price }
              : {
                  priceSpecification: {
                    "@type": "PriceSpecification",
                    priceCurrency: "INR",
                    ...(offers.minPrice !== undefined ? { minPrice: offers.minPrice } : {}),
                    ...(offers.maxPrice !== undefined ? { maxPrice: offers.maxPrice } : {}),
                  },
                }),
          },
        }
      : {}),
  };
}
