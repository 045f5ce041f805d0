import summary from "@/.content/site.summary.en.json" with { type: "json" };

/**
 * The agency's phone number, as shown and in international form (dialled, and WhatsApp's address). Part of the
 * site record (content/site/site.en.yml), compiled apart so the WhatsApp link's code, which runs on every page,
 * carries the number and not the whole record.
 */
export const phone: { display: string; e164: string } = summary[0]!.phone;

/**
 * WhatsApp's click-to-chat address for the number (bare digits: no "+", spaces or dashes). Copy links to it as
 * it is; lib/whatsapp.ts adds the prefilled message where the link is shown.
 */
export const whatsappChatBase = `https://wa.me/${phone.e164.replace(/\D/g, "")}`;
