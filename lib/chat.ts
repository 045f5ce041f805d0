import { richLinkKind, type LinkKind } from "./richText";
import { isWhatsappHref, whatsappServiceHref } from "./whatsapp";
import {
  englishChat,
  type ChatBlock,
  type ChatInline,
  type ChatNodeId,
  type ChatOption,
  type ChatTree,
} from "./chatCopy";
import { BOOKING_PATH, enquiryPath } from "@/lib/paths";
import { receiverOnThisOrigin, resolveEndpoints } from "./forms/endpoints";
import { serviceSummaries, type ServiceId } from "@/lib/content/serviceCatalogue";

// The chat assistant's conversation as a pure reducer: no timers, no DOM. The 600 ms reply delay lives in
// the hook (components/chat/useChat.ts); here a reply is just the "reply" action that completes a pending choice.

const { assistant: chatAssistant, tree: chatTree } = englishChat;

/** Whether this build's pages have the receiver that takes bookings (NEXT_PUBLIC_* are inlined by Next). */
const bookingOffered = receiverOnThisOrigin(
  resolveEndpoints({
    NEXT_PUBLIC_FORMS: process.env.NEXT_PUBLIC_FORMS,
    NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    NEXT_PUBLIC_APPLICATION_ENDPOINT: process.env.NEXT_PUBLIC_APPLICATION_ENDPOINT,
  }),
);

/** The bot answers 600 ms after a choice, so a reply reads as typed rather than instant. */
export const CHAT_REPLY_DELAY_MS = 600;

/**
 * A chat message, from bot or user. A bot message refers to the tree node whose message it shows, and the
 * service the conversation was about when it was sent (its link to the enquiry form carries it).
 */
export type ChatMessage =
  { id: number; from: "user"; text: string } | { id: number; from: "bot"; node: ChatNodeId; service?: ServiceId };

export interface ChatState {
  /** The node whose options are offered. */
  node: ChatNodeId;
  messages: ChatMessage[];
  /** The node the bot is about to answer with; while set, options are disabled. */
  pending: ChatNodeId | null;
  nextId: number;
  /** The service the visitor last asked about (a service node's), carried into a quote. */
  service?: ServiceId;
}

export type ChatAction = { type: "choose"; option: ChatOption } | { type: "reply" } | { type: "restart" };

export function initialChatState(): ChatState {
  return {
    node: chatAssistant.startNode,
    messages: [{ id: 0, from: "bot", node: chatAssistant.startNode }],
    pending: null,
    nextId: 1,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "choose": {
      // One question at a time: a choice while a reply is pending is ignored, and only the current node's
      // options can be chosen. Every language's tree has the English one's nodes and options, so the English
      // tree says where a choice may lead; the label is the one the visitor pressed, in the page's language.
      if (state.pending) return state;
      const offered = chatTree[state.node].options.some((o) => o.next === action.option.next);
      if (!offered) return state;
      return {
        ...state,
        messages: [...state.messages, { id: state.nextId, from: "user", text: action.option.label }],
        pending: action.option.next,
        nextId: state.nextId + 1,
      };
    }
    case "reply": {
      if (!state.pending) return state;
      const service = chatTree[state.pending].serviceId ?? state.service;
      return {
        node: state.pending,
        messages: [...state.messages, { id: state.nextId, from: "bot", node: state.pending, service }],
        pending: null,
        nextId: state.nextId + 1,
        service,
      };
    }
    case "restart":
      return initialChatState();
  }
}

function isNodeId(value: unknown): value is ChatNodeId {
  return typeof value === "string" && Object.hasOwn(chatTree, value);
}

/** A stored service id the catalogue still has, or undefined. */
function knownService(value: unknown): ServiceId | undefined {
  return serviceSummaries.find((summary) => summary.id === value)?.id;
}

/**
 * Read a stored conversation back (sessionStorage survives a full reload). Anything that does not fit
 * the current tree — an old format, a node that was renamed — falls back to a fresh conversation.
 * A reply that was pending when the page unloaded is answered at once.
 */
export function parseStoredChat(raw: string | null): ChatState | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== "object") return null;
    const { node, messages, pending, service } = data as Record<string, unknown>;
    if (!isNodeId(node) || !Array.isArray(messages) || messages.length === 0) return null;
    if (pending !== null && pending !== undefined && !isNodeId(pending)) return null;
    const parsed: ChatMessage[] = [];
    for (const m of messages as unknown[]) {
      if (!m || typeof m !== "object") return null;
      const { from, text, node: ref, service: about } = m as Record<string, unknown>;
      const id = parsed.length;
      if (from === "user" && typeof text === "string") parsed.push({ id, from, text });
      else if (from === "bot" && isNodeId(ref)) parsed.push({ id, from, node: ref, service: knownService(about) });
      else return null;
    }
    const state: ChatState = {
      node,
      messages: parsed,
      pending: null,
      nextId: parsed.length,
      service: knownService(service),
    };
    return isNodeId(pending) ? chatReducer({ ...state, pending }, { type: "reply" }) : state;
  } catch {
    return null;
  }
}

export function serializeChat(state: ChatState): string {
  return JSON.stringify({
    node: state.node,
    pending: state.pending,
    service: state.service,
    messages: state.messages.map((m) =>
      m.from === "user" ? { from: m.from, text: m.text } : { from: m.from, node: m.node, service: m.service },
    ),
  });
}

/** The plain text of a paragraph or list item, links included as their visible text. */
export function inlineText(parts: ChatInline | ChatInline[]): string {
  const list = Array.isArray(parts) ? parts : [parts];
  return list.map((p) => (typeof p === "string" ? p : p.text)).join("");
}

/** The visible texts of a message: one per paragraph and one per list item, in reading order. */
export function blockTexts(blocks: ChatBlock[]): string[] {
  return blocks.flatMap((block) =>
    typeof block === "object" && !Array.isArray(block)
      ? block.list.map((item) => inlineText(item))
      : [inlineText(block)],
  );
}

/**
 * The chat links only to phone, e-mail, paths on this site and the agency's own WhatsApp chat: a reply never
 * sends the visitor anywhere else.
 */
export const chatAllowsLink = (kind: LinkKind, href: string): boolean => kind !== "web" || isWhatsappHref(href);

/** Which hrefs a chat message may link to (null: rendered as plain text). */
export function chatLinkKind(href: string): LinkKind | null {
  const kind = richLinkKind(href);
  return kind && chatAllowsLink(kind, href) ? kind : null;
}

/**
 * A bot message's blocks as shown: a link to the enquiry form opens it with the service the conversation was
 * about chosen, so a visitor who asked about branding and then for a quote finds Branding already selected; a
 * WhatsApp link opens with a message prefilled, naming that service when there is one. Another language's
 * tree and WhatsApp messages may be given; links stay the English paths (the page's Link localises them).
 */
export function messageBlocks(
  node: ChatNodeId,
  service: ServiceId | undefined,
  { tree, whatsapp }: { tree: ChatTree; whatsapp: (service?: ServiceId) => string } = {
    tree: chatTree,
    whatsapp: whatsappServiceHref,
  },
): ChatBlock[] {
  const blocks = tree[node].message;
  const form = enquiryPath();
  const point = (part: ChatInline): ChatInline => {
    if (typeof part !== "object") return part;
    if (service && part.href === form) return { ...part, href: enquiryPath(service) };
    if (isWhatsappHref(part.href)) return { ...part, href: whatsapp(service) };
    return part;
  };
  const paragraph = (parts: ChatInline | ChatInline[]) => (Array.isArray(parts) ? parts.map(point) : point(parts));
  // Booking needs the site's own receiver: without one, the lines that offer it are not shown.
  const offered = (parts: ChatInline | ChatInline[]) =>
    bookingOffered || ![parts].flat().some((part) => typeof part === "object" && part.href === BOOKING_PATH);
  return blocks
    .filter((block) => typeof block === "string" || !Array.isArray(block) || offered(block))
    .map((block) => {
      if (typeof block === "string") return block;
      return Array.isArray(block) ? block.map(point) : { list: block.list.filter(offered).map(paragraph) };
    });
}
