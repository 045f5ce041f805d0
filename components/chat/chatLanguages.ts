import { loadOnceEach } from "@/lib/loadOnceEach";
import type { Locale } from "@/lib/locales";
import { chatCopyOf, englishChat, type ChatLanguage } from "@/lib/chatCopy";
import { summariesIn, type CatalogueWords } from "@/lib/content/serviceCatalogue";
import type { WhatsappMessages } from "@/lib/content/whatsapp";
import { whatsappServiceHref } from "@/lib/whatsapp";

// The chat in the page's language. The panel's chunk (loaded on first open) carries the English, which the
// conversation's rules read anyway (lib/chat.ts); another language's words come in chunks of their own, from
// that language's compiled files (npm run content), so a page's JavaScript never carries another language's
// words, and a new language needs nothing here.

export type { ChatLanguage };

const english: ChatLanguage = { ...englishChat, whatsapp: (service) => whatsappServiceHref(service) };

const translated = loadOnceEach(async (locale: Locale): Promise<ChatLanguage> => {
  const [chat, booking, whatsapp, topics] = await Promise.all([
    import(`@/.content/chat.${locale}.json`).then((module) => module.default as unknown[]),
    import(`@/.content/booking.${locale}.json`).then((module) => module.default as { link: { label: string } }[]),
    import(`@/.content/whatsapp.${locale}.json`).then((module) => module.default as WhatsappMessages[]),
    import(`@/.content/services.summary.${locale}.json`).then((module) => module.default as CatalogueWords),
  ]);
  const services = summariesIn(topics);
  return {
    ...chatCopyOf(chat[0]!, booking[0]!.link.label),
    whatsapp: (service) => whatsappServiceHref(service, whatsapp[0]!, services),
  };
});

/** The chat's words in a language, loaded once it is asked for. */
export const loadChatLanguage = (locale: Locale): Promise<ChatLanguage> =>
  locale === "en" ? Promise.resolve(english) : translated(locale);
