import type { ContactPoint, Organization } from "schema-dts";
import { seo } from "@/lib/content/seo";
import { site } from "@/lib/content/site";
import { absoluteUrl } from "@/lib/site";
import { ids } from "./ids";

export interface OrganizationOptions {
  /** Add the customer-service ContactPoint (phone, e-mail, languages): on the page seo.organizationContactPage names. */
  contactPoint?: boolean;
}

/** The agency's logo as an ImageObject (512 px PNG: Google wants at least 112×112, crawlable). */
export function logoImage() {
  return {
    "@type": "ImageObject" as const,
    "@id": ids.logo,
    url: absoluteUrl("/icons/icon-512.png"),
    contentUrl: absoluteUrl("/icons/icon-512.png"),
    width: "512",
    height: "512",
    caption: site.name,
  };
}

/** The customer-service contact point, from the site record. */
export function customerServiceContactPoint(): ContactPoint {
  return {
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone: site.phone.e164,
    email: site.email,
    areaServed: site.address.countryCode,
    availableLanguage: seo.contactLanguages,
  };
}

/** The agency as an Organization: name, URL, logo, the five social profiles (sameAs), phone and e-mail. */
export function organization(options: OrganizationOptions = {}): Organization {
  return {
    "@type": "Organization",
    "@id": ids.organization,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    description: site.description,
    slogan: site.tagline,
    logo: logoImage(),
    image: { "@id": ids.logo },
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    sameAs: site.social.map((profile) => profile.url),
    ...(options.contactPoint ? { contactPoint: customerServiceContactPoint() } : {}),
  };
}
