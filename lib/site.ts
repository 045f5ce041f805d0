import { emailLink, phoneLink, site } from "@/lib/content/site";

/** One-line postal address for display. */
export const formattedAddress = [
  site.address.streetAddress,
  `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
].join(", ");

/** Absolute URL on the site origin for a path ("/about" → "https://…/about"). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

// The links the content records write (chat replies, form messages), for the components that need only the address.
export const telHref = phoneLink.href;
export const mailtoHref = emailLink.href;
