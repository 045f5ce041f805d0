import { serviceSummaries } from "@/content/services";
import { site } from "@/content/site";
import { whatsappMessages } from "@/content/whatsapp";
import { isCurrentPath } from "./navigation";

/** WhatsApp's click-to-chat address takes the number as bare digits (no "+", spaces or dashes). */
const chatBase = `https://wa.me/${site.phone.e164.replace(/\D/g, "")}`;

/** The prefilled message for a page: the service's topic on a service page, the general text elsewhere. */
function whatsappMessage(pathname: string): string {
  const service = serviceSummaries.find((s) =>
    [s.path, ...(s.alsoServedAt ?? [])].some((p) => isCurrentPath(pathname, p)),
  );
  return service ? whatsappMessages.service.replace("{service}", service.topic) : whatsappMessages.general;
}

/** Click-to-chat link with the page's message prefilled. */
export function whatsappHref(pathname: string): string {
  return `${chatBase}?text=${encodeURIComponent(whatsappMessage(pathname))}`;
}
