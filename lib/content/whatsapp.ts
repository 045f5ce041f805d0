import compiled from "@/.content/whatsapp.json" with { type: "json" };
import { onlyEntryIn } from "./inLanguage";
import type { WhatsappEntry } from "./schemas/whatsapp";

/** The two messages prefilled in WhatsApp: from any page, and from a service page ({service}: its topic). */
export type WhatsappMessages = Omit<WhatsappEntry, "id">;

/**
 * The messages in a language (content/whatsapp/), for the server: a page hands them to the browser through
 * components/i18n/LocaleCopy.tsx. The link's own code carries the English (lib/whatsapp.ts).
 */
export const whatsappMessagesIn = onlyEntryIn<WhatsappEntry>(compiled);
