import type { WhatsappMessages } from "./whatsapp";

/**
 * The Telugu messages prefilled in WhatsApp (content/whatsapp.ts). `{service}` becomes the service's Telugu
 * `topic` (content/services/index.te.ts), written to read before "గురించి".
 */
export const whatsappMessages: WhatsappMessages = {
  general: "నమస్తే, Deccan Digital సేవల గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
  service: "నమస్తే, మీ {service} గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
};
