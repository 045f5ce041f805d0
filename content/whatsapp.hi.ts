import type { WhatsappMessages } from "./whatsapp";

/**
 * The Hindi messages prefilled in WhatsApp (content/whatsapp.ts). `{service}` becomes the service's Hindi
 * `topic` (content/services/index.hi.ts), written to read before "के बारे में".
 */
export const whatsappMessages: WhatsappMessages = {
  general: "नमस्ते, मुझे Deccan Digital की सेवाओं के बारे में और जानकारी चाहिए",
  service: "नमस्ते, मुझे {service} के बारे में और जानकारी चाहिए",
};
