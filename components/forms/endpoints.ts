import { receiverOnThisOrigin, resolveEndpoints } from "@/lib/forms/endpoints";

// Each form's endpoint in the static pages: NEXT_PUBLIC_* values are inlined by Next at build time, so each
// variable is named in full here (see lib/forms/endpoints.ts for what they mean).
const resolved = resolveEndpoints({
  NEXT_PUBLIC_FORMS: process.env.NEXT_PUBLIC_FORMS,
  NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
  NEXT_PUBLIC_APPLICATION_ENDPOINT: process.env.NEXT_PUBLIC_APPLICATION_ENDPOINT,
});
export const contactEndpoint = resolved.contact;
export const applicationEndpoint = resolved.application;
/** The site's own receiver answers on this origin (the beacon's /api/collect with it). */
export const firstPartyReceiver = receiverOnThisOrigin(resolved);
