/**
 * The agency's phone number, as shown and in international form (dialled, and WhatsApp's address). Part of the
 * site record (./site.ts); a module of its own so the WhatsApp link's code, which runs on every page, carries the
 * number and not the whole record.
 */
export const phone = { display: "+91 98765 43210", e164: "+919876543210" };
