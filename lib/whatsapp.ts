import english from "@/.content/whatsapp.en.json" with { type: "json" };
import { whatsappChatBase } from "@/lib/content/phone";
import { serviceSummaries, type ServiceId } from "@/lib/content/serviceCatalogue";
import type { WhatsappMessages } from "@/lib/content/whatsapp";
import { isCurrentPath } from "./navigation";

// This code runs on every page, so it carries the English messages only (compiled apart for it); another
// language's come from the page (components/i18n/LocaleCopy.tsx).
const { general, service } = english[0]!;
const whatsappMessages: WhatsappMessages = { general, service };

/**
 * Click-to-chat with a message prefilled: about the service when there is one, the general text otherwise. In
 * another language, its messages and its service topics (content/whatsapp/, services/index.te.ts).
 */
export function whatsappServiceHref(
  serviceId: ServiceId | undefined,
  messages: WhatsappMessages = whatsappMessages,
  summaries: readonly { id: string; topic: string }[] = serviceSummaries,
): string {
  const service = summaries.find((s) => s.id === serviceId);
  const message = service ? messages.service.replace("{service}", service.topic) : messages.general;
  return `${whatsappChatBase}?text=${encodeURIComponent(message)}`;
}

/**
 * Click-to-chat link with the page's message prefilled: the service's topic on a service page (`pathname` is
 * the page's English address). In another language, its messages and topics.
 */
export function whatsappHref(
  pathname: string,
  messages?: WhatsappMessages,
  topics?: readonly { id: string; topic: string }[],
): string {
  const service = serviceSummaries.find((s) =>
    [s.path, ...(s.alsoServedAt ?? [])].some((p) => isCurrentPath(pathname, p)),
  );
  return whatsappServiceHref(service?.id, messages, topics);
}

/** Whether an href is the site's own WhatsApp chat (with or without a prefilled message). */
export const isWhatsappHref = (href: string) => href === whatsappChatBase || href.startsWith(`${whatsappChatBase}?`);
