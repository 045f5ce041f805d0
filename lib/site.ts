import { site } from "@/content/site";

/** One-line postal address for display. */
export const formattedAddress = [
  site.address.streetAddress,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
].join(", ");

/** Absolute URL on the site origin for a path ("/about" → "https://…/about"). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

export const telHref = `tel:${site.phone.e164}`;
export const mailtoHref = `mailto:${site.email}`;
