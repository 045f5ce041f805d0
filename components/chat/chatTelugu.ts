import chat from "@/.content/chat.te.json" with { type: "json" };
import booking from "@/.content/booking.te.json" with { type: "json" };
import whatsapp from "@/.content/whatsapp.te.json" with { type: "json" };
import catalogue from "@/.content/services.summary.te.json" with { type: "json" };
import { summariesIn } from "@/lib/content/serviceCatalogue";
import { chatCopyOf, type ChatLanguage } from "@/lib/chatCopy";
import { whatsappServiceHref } from "@/lib/whatsapp";

const serviceSummaries = summariesIn(catalogue);

/** The chat in Telugu, loaded on its own by the panel on a Telugu page (./chatLanguages.ts). */
export const teluguChat: ChatLanguage = {
  ...chatCopyOf(chat[0], booking[0]!.link.label),
  whatsapp: (service) => whatsappServiceHref(service, whatsapp[0]!, serviceSummaries),
};
