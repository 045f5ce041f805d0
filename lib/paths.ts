/**
 * The addresses of the site's own pages, once. The page records (lib/content/pages.ts) take their paths from here, and
 * so do records that client components read (the forms' notices, the chat): importing the page records there
 * would put every page's title and description into the browser's JavaScript.
 */
export const pagePaths = {
  home: "/",
  about: "/about",
  services: "/services",
  careers: "/careers",
  contact: "/contact",
  privacy: "/privacy",
  search: "/search",
} as const;

/** The contact form's section on the contact page: where every "send us an enquiry" link lands. */
/** Where the no-JavaScript answers to the forms live: /form/<slug>. */
export const FORM_OUTCOME_BASE = "/form";

export const CONTACT_FORM_ID = "contact-form";
/** The contact page's query parameter that chooses a service in its form (a service's id). */
export const SERVICE_PARAM = "service";

/**
 * The contact form, with a service already chosen when one is given: a service page's call to action and the
 * chat's "Get a Quote" carry what the visitor was looking at into the enquiry.
 */
export function enquiryPath(serviceId?: string): string {
  const query = serviceId ? `?${SERVICE_PARAM}=${encodeURIComponent(serviceId)}` : "";
  return `${pagePaths.contact}${query}#${CONTACT_FORM_ID}`;
}

/** Booking a call (components/routes/bookingRoutes.tsx): the page that offers the times, and where a booking is
 * managed. */
export const BOOKING_PATH = "/book";
export const MANAGE_BOOKING_PATH = "/book/manage";
/** The page the confirmation e-mail links to, the token after "#". */
export const CONFIRM_BOOKING_PATH = "/book/confirm";
