import * as english from "@/content/chat";
import * as telugu from "@/content/chat.te";
import * as hindi from "@/content/chat.hi";
import type { Locale } from "@/content/locales";
import type { ServiceId } from "@/content/services";
import { serviceSummaries as teluguServices } from "@/content/services/index.te";
import { serviceSummaries as hindiServices } from "@/content/services/index.hi";
import teluguWhatsappFile from "@/.content/whatsapp.te.json" with { type: "json" };
import hindiWhatsappFile from "@/.content/whatsapp.hi.json" with { type: "json" };
import { whatsappServiceHref } from "@/lib/whatsapp";

// The chat in each language the site speaks. Only the panel's chunk (loaded on first open) imports this, so no
// page's first-load JavaScript carries another language's words.

const teluguWhatsapp = teluguWhatsappFile[0]!;
const hindiWhatsapp = hindiWhatsappFile[0]!;

interface ChatLanguage {
  assistant: english.ChatAssistantCopy;
  tree: english.ChatTree;
  /** The WhatsApp link with a message prefilled in the language, about the service asked about if any. */
  whatsapp: (service?: ServiceId) => string;
}

export const chatLanguages: Record<Locale, ChatLanguage> = {
  en: { assistant: english.chatAssistant, tree: english.chatTree, whatsapp: (s) => whatsappServiceHref(s) },
  te: {
    assistant: telugu.chatAssistant,
    tree: telugu.chatTree,
    whatsapp: (s) => whatsappServiceHref(s, teluguWhatsapp, teluguServices),
  },
  hi: {
    assistant: hindi.chatAssistant,
    tree: hindi.chatTree,
    whatsapp: (s) => whatsappServiceHref(s, hindiWhatsapp, hindiServices),
  },
};
