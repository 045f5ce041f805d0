import { z } from "zod";
import { slug, text } from "../schema";

// The messages prefilled in WhatsApp's click-to-chat: content/whatsapp/whatsapp.<language>.yml.

/** Where the service's name goes in the message, written as {service}. */
const withService = text().refine((value) => value.includes("{service}"), {
  message: "must name the service as {service}, where the service's topic goes",
});

export const whatsappSchema = z
  .object({
    id: slug(),
    /** Sent from any page but a service page. */
    general: text(),
    /** Sent from a service page; {service} becomes the service's topic (its menu entry). */
    service: withService,
  })
  .strict();

export type WhatsappEntry = z.infer<typeof whatsappSchema>;
