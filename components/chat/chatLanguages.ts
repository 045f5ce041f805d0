import type { Locale } from "@/lib/locales";
import { englishChat, type ChatLanguage } from "@/lib/chatCopy";
import { whatsappServiceHref } from "@/lib/whatsapp";

// The chat in the page's language. The panel's chunk (loaded on first open) carries the English, which the
// conversation's rules read anyway (lib/chat.ts); Telugu and Hindi come in chunks of their own, each from its
// language's compiled files, so a page's JavaScript never carries another language's words.

export type { ChatLanguage };

const english: ChatLanguage = { ...englishChat, whatsapp: (service) => whatsappServiceHref(service) };

const loaders: Record<Locale, () => Promise<ChatLanguage>> = {
  en: () => Promise.resolve(english),
  te: () => import("./chatTelugu").then((module) => module.teluguChat),
  hi: () => import("./chatHindi").then((module) => module.hindiChat),
};

/** The chat's words in a language, loaded once it is asked for. */
export const loadChatLanguage = (locale: Locale): Promise<ChatLanguage> => loaders[locale]();
