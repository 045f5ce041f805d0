import { phone } from "./phone";

/** The two prefilled messages: from any page, and from a service page. */
export interface WhatsappMessages {
  general: string;
  service: string;
}

/**
 * The message prefilled in WhatsApp's click-to-chat (https://wa.me/<digits>?text=…): it names the page the
 * visitor is on. On a service page `{service}` becomes that service's `topic` (content/services/index.ts).
 */
export const whatsappMessages: WhatsappMessages = {
  general: "Hi, I'd like to know more about Deccan Digital's services",
  service: "Hi, I'd like to know more about your {service}",
};

/**
 * WhatsApp's click-to-chat address for the site's number (bare digits: no "+", spaces or dashes). Records link
 * to it as it is; lib/whatsapp.ts adds the prefilled message where the link is shown.
 */
export const whatsappChatBase = `https://wa.me/${phone.e164.replace(/\D/g, "")}`;
