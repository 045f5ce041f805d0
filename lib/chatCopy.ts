import chatEn from "@/.content/chat.en.json" with { type: "json" };
import bookingEn from "@/.content/booking.en.json" with { type: "json" };
import { whatsappChatBase } from "@/lib/content/phone";
import type { ServiceId } from "@/lib/content/serviceCatalogue";
import { emailLink, phoneLink, site } from "@/lib/content/site";
import type { RichBlock, RichInline } from "@/lib/content/types";
import type { ChatEntry, ChatNodeId, ChatOption } from "@/lib/content/schemas/chat";
import { omit } from "@/lib/content/inLanguage";
import { richLine } from "./richLine";

// The chat's words as the panel shows them, made from a language's compiled file (content/chat/): the lines of a
// message become paragraphs and lists, their links and the site's facts are filled in. Runs in the browser, in
// the panel's chunk, on one language's file at a time.

export type { ChatNodeId, ChatOption };

/** A piece of a paragraph: plain text, or a link (the chat renders only tel:, mailto: and on-site links). */
export type ChatInline = RichInline;

/** A paragraph (plain or with links) or a bullet list. */
export type ChatBlock = RichBlock;

export interface ChatNode {
  message: ChatBlock[];
  options: ChatOption[];
  /** The service this answer is about: a quote asked for after it opens the contact form with it chosen. */
  serviceId?: ServiceId;
}

/** The whole tree: every node, in one language (each language's has the English one's nodes and options). */
export type ChatTree = Record<ChatNodeId, ChatNode>;

/** The panel's own words around the tree, who the bot is, and the node every conversation starts at. */
export type ChatAssistantCopy = ChatEntry["assistant"] & { botName: string; startNode: ChatNodeId };

export interface ChatCopy {
  assistant: ChatAssistantCopy;
  tree: ChatTree;
}

/** The chat as the panel shows it in a language (components/chat/chatLanguages.ts). */
export interface ChatLanguage extends ChatCopy {
  /** The WhatsApp link with a message prefilled in the language, about the service asked about if any. */
  whatsapp: (service?: ServiceId) => string;
}

const BULLET = "- ";
const targets = { phone: phoneLink.href, email: emailLink.href, whatsapp: whatsappChatBase };

/** A line as the chat shows it: a plain string, or text and links. */
function shown(line: string, values: Record<string, string>): string | ChatInline[] {
  const parts = richLine(line, targets, values);
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}

/** A message's lines as blocks: consecutive bullets make one list. */
function blocksOf(lines: readonly string[], values: Record<string, string>): ChatBlock[] {
  const blocks: ChatBlock[] = [];
  for (const line of lines) {
    if (!line.startsWith(BULLET)) {
      blocks.push(shown(line, values));
      continue;
    }
    const last = blocks.at(-1);
    const list = typeof last === "object" && !Array.isArray(last) ? last : { list: [] };
    if (list !== last) blocks.push(list);
    list.list.push(shown(line.slice(BULLET.length), values));
  }
  return blocks;
}

/** The chat in a language, from its compiled entry and the booking link's label in that language. */
export function chatCopyOf(compiled: unknown, bookingLink: string): ChatCopy {
  const entry = compiled as ChatEntry;
  const values = {
    siteName: site.name,
    address: `${site.address.streetAddress}, ${site.address.city}`,
    chatHours: site.hours.chat,
    phone: phoneLink.text,
    email: emailLink.text,
    bookingLink,
  };
  const named = (words: string) => words.replaceAll("{siteName}", site.name);
  const tree = Object.fromEntries(
    Object.entries(entry.nodes).map(([id, node]) => [
      id,
      {
        ...(node.serviceId ? { serviceId: node.serviceId } : {}),
        message: blocksOf(node.message, values),
        options: node.options.map((option) => omit(option, "key")),
      },
    ]),
  ) as ChatTree;
  const { assistant } = entry;
  return {
    assistant: {
      ...assistant,
      title: named(assistant.title),
      typing: named(assistant.typing),
      botName: site.name,
      startNode: entry.startNode,
    },
    tree,
  };
}

/** The English chat: the tree every language's follows (where an option leads, what a node is about). */
export const englishChat: ChatCopy = chatCopyOf(chatEn[0], bookingEn[0]!.link.label);
