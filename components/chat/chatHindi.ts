import chat from "@/.content/chat.hi.json" with { type: "json" };
import booking from "@/.content/booking.hi.json" with { type: "json" };
import whatsapp from "@/.content/whatsapp.hi.json" with { type: "json" };
import { serviceSummaries } from "@/content/services/index.hi";
import { chatCopyOf, type ChatLanguage } from "@/lib/chatCopy";
import { whatsappServiceHref } from "@/lib/whatsapp";

/** The chat in Hindi, loaded on its own by the panel on a Hindi page (./chatLanguages.ts). */
export const hindiChat: ChatLanguage = {
  ...chatCopyOf(chat[0], booking[0]!.link.label),
  whatsapp: (service) => whatsappServiceHref(service, whatsapp[0]!, serviceSummaries),
};
