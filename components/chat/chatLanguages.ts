import chatTe from "@/.content/chat.te.json" with { type: "json" };
import chatHi from "@/.content/chat.hi.json" with { type: "json" };
import bookingTe from "@/.content/booking.te.json" with { type: "json" };
import bookingHi from "@/.content/booking.hi.json" with { type: "json" };
import whatsappTe from "@/.content/whatsapp.te.json" with { type: "json" };
import whatsappHi from "@/.content/whatsapp.hi.json" with { type: "json" };
import type { Locale } from "@/content/locales";
import type { ServiceId } from "@/content/services";
import { serviceSummaries as teluguServices } from "@/content/services/index.te";
import { serviceSummaries as hindiServices } from "@/content/services/index.hi";
import { chatCopyOf, englishChat, type ChatCopy } from "@/lib/chatCopy";
import { whatsappServiceHref } from "@/lib/whatsapp";

// The chat in each language the site speaks, each from its own compiled file (content/chat/). Only the panel's
// chunk (loaded on first open) imports this, so no page's first-load JavaScript carries another language's words.

interface ChatLanguage extends ChatCopy {
  /** The WhatsApp link with a message prefilled in the language, about the service asked about if any. */
  whatsapp: (service?: ServiceId) => string;
}

export const chatLanguages: Record<Locale, ChatLanguage> = {
  en: { ...englishChat, whatsapp: (s) => whatsappServiceHref(s) },
  te: {
    ...chatCopyOf(chatTe[0], bookingTe[0]!.link.label),
    whatsapp: (s) => whatsappServiceHref(s, whatsappTe[0], teluguServices),
  },
  hi: {
    ...chatCopyOf(chatHi[0], bookingHi[0]!.link.label),
    whatsapp: (s) => whatsappServiceHref(s, whatsappHi[0], hindiServices),
  },
};
