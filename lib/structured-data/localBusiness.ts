import type { DayOfWeek, OpeningHoursSpecification, PostalAddress, ProfessionalService } from "schema-dts";
import { seo } from "@/lib/content/seo";
import { site } from "@/lib/content/site";
import { absoluteUrl } from "@/lib/site";
import { shareImagePath } from "@/lib/shareImage";
import { ids, ref } from "./ids";

/** The office address as a schema.org PostalAddress. */
export function postalAddress(): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.streetAddress,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  };
}

/** The structured-data reading of the opening hours (site.hours.structuredData: three). */
export function openingHours(): OpeningHoursSpecification {
  const { days, opens, closes } = site.hours.structuredData;
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days as DayOfWeek[],
    opens,
    closes,
    // Says what these hours are for, as the contact page does, beside the office-visit hours shown there.
    description: site.hours.scopes.structuredData,
  };
}

/**
 * The Hyderabad office as a LocalBusiness: a ProfessionalService (the LocalBusiness subtype for
 * agencies and consultancies). Address in Manikonda, geo, phone, hours, social profiles; it belongs to
 * the Organization node.
 */
export function localBusiness(): ProfessionalService {
  return {
    "@type": "ProfessionalService",
    "@id": ids.localBusiness,
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(shareImagePath("/")),
    logo: ref(ids.logo),
    telephone: site.phone.e164,
    email: site.email,
    priceRange: seo.priceRange,
    currenciesAccepted: "INR",
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: [
      { "@type": "City", name: site.address.city },
      { "@type": "Country", name: site.address.country },
    ],
    openingHoursSpecification: [openingHours()],
    sameAs: site.social.map((profile) => profile.url),
    parentOrganization: ref(ids.organization),
  };
}
