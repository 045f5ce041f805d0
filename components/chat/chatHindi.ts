import chat from "@/.content/chat.hi.json" with { type: "json" };
import booking from "@/.content/booking.hi.json" with { type: "json" };
import whatsapp from "@/.content/whatsapp.hi.json" with { type: "json" };
import catalogue from "@/.content/services.summary.hi.json" with { type: "json" };
import { summariesIn } from "@/lib/content/serviceCatalogue";
import { chatCopyOf, type ChatLanguage } from "@/lib/chatCopy";
import { whatsappServiceHref } from "@/lib/whatsapp";

const serviceSummaries = summariesIn(catalogue);

/** The chat in Hindi, loaded on its own by the panel on a Hindi page (./chatLanguages.ts). */
export const hindiChat: ChatLanguage = {
  ...chatCopyOf(chat[0], booking[0]!.link.label),
  whatsapp: (service) => whatsappServiceHref(service, whatsapp[0]!, serviceSummaries),
};
