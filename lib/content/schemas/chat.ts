import { z } from "zod";
import { keyedList, slug, text, words } from "../schema";
import { checkPriceList, priceListHint } from "./chatPrices";
import { checkLinkTargets } from "./richLine";
import { serviceId } from "./serviceIds";

// The chat assistant: a fixed tree of answers, content/chat/chat.<language>.yml. Each node's message is a list of
// lines: a paragraph, or a bullet ("- " first) of a list; links are written [words](target) (lib/richLine.ts).
// {siteName}, {address}, {chatHours}, {phone}, {email} and {bookingLink} are filled in when the chat shows it.

export const chatNodeIds = [
  "start",
  "services",
  "branding",
  "webdev",
  "marketing",
  "ecommerce",
  "quote",
  "contact",
  "pricing",
  "process",
  "careers",
] as const;

const nodeId = z.enum(chatNodeIds, { error: `must be one of the chat's answers: ${chatNodeIds.join(", ")}` });

/** A reply the visitor can press, and the answer it leads to. */
const chatOption = z.object({ next: nodeId, label: text() });

const line = z.string().trim().min(1, "has an empty line").superRefine(checkLinkTargets);

const chatNode = z
  .object({
    /** The service this answer is about: a quote asked for after it opens the contact form with it chosen. */
    serviceId: serviceId().optional(),
    /** Paragraphs and bullets ("- " first), in reading order, translated as a whole. */
    message: words(z.array(line).min(1, "is empty: write what the assistant says")),
    options: keyedList(chatOption),
  })
  .strict();

export const chatSchema = z
  .object({
    id: slug(),
    /** The panel's own words around the tree; the title and subtitle head the panel. */
    assistant: z
      .object({
        title: text(),
        subtitle: text(),
        /** Who the visitor's messages are from (read out before each one). */
        userName: text(),
        /** Shown (and announced) while a reply is on its way. */
        typing: text(),
        restartLabel: text(),
        closeLabel: text(),
        /** Accessible names of the message log and of the reply buttons. */
        logLabel: text(),
        optionsLabel: text(),
      })
      .strict(),
    /** The answer every conversation starts at. */
    startNode: nodeId,
    nodes: z
      .object({
        start: chatNode,
        services: chatNode,
        branding: chatNode,
        webdev: chatNode,
        marketing: chatNode,
        ecommerce: chatNode,
        quote: chatNode,
        contact: chatNode,
        pricing: chatNode.extend({ message: chatNode.shape.message.describe(priceListHint) }),
        process: chatNode,
        careers: chatNode,
      })
      .strict(),
  })
  .strict()
  .superRefine(checkPriceList);

export type ChatNodeId = (typeof chatNodeIds)[number];
export type ChatOption = z.infer<typeof chatOption>;
/** The entry as compiled; its options' type (a keyed list's is lost) is ChatOption. */
export type ChatEntry = Omit<z.infer<typeof chatSchema>, "nodes"> & {
  nodes: Record<ChatNodeId, Omit<z.infer<typeof chatNode>, "options"> & { options: (ChatOption & { key: string })[] }>;
};
