import { describe, expect, it } from "vitest";
import { chatIn } from "@/lib/content/chat";
import type { Locale } from "@/lib/locales";
import type { ChatBlock, ChatNodeId, ChatTree } from "@/lib/chatCopy";
import { whatsappMessagesIn } from "@/lib/content/whatsapp";
import { loadChatLanguage } from "@/components/chat/chatLanguages";
import { blockTexts, chatReducer, initialChatState, messageBlocks } from "@/lib/chat";

/** A language's chat as its module used to export it: the panel's words and the tree. */
const chatOf = (locale: Locale) => ({ chatAssistant: chatIn(locale).assistant, chatTree: chatIn(locale).tree });
const [english, telugu, hindi] = [chatOf("en"), chatOf("te"), chatOf("hi")];

// The chat in Telugu and Hindi is the English conversation in other words: the same nodes, the same options in
// the same order leading to the same places, the same services and links. Only the words differ.

const languages = { Telugu: telugu, Hindi: hindi };
const nodeIds = Object.keys(english.chatTree) as ChatNodeId[];

/** The links of a message, in reading order. */
const hrefs = (blocks: ChatBlock[]) => JSON.stringify(blocks).match(/"href":"[^"]+"/g) ?? [];

describe.each(Object.entries(languages))("the chat in %s", (_name, language) => {
  const tree: ChatTree = language.chatTree;

  it("has the English tree's nodes, each with its options in order, its service and its links", () => {
    expect(Object.keys(tree)).toEqual(nodeIds);
    for (const id of nodeIds) {
      const [node, original] = [tree[id], english.chatTree[id]];
      expect(
        node.options.map((o) => o.next),
        id,
      ).toEqual(original.options.map((o) => o.next));
      expect(node.serviceId, id).toBe(original.serviceId);
      expect(hrefs(node.message), id).toEqual(hrefs(original.message));
      expect(blockTexts(node.message).length, id).toBe(blockTexts(original.message).length);
    }
    expect(language.chatAssistant.startNode).toBe(english.chatAssistant.startNode);
  });

  it("words every option, answer and control in the language, not in English", () => {
    for (const id of nodeIds) {
      const labels = tree[id].options.map((o) => o.label);
      labels.forEach((label, i) => {
        // "E-commerce" is a glossary term, kept in English in every language.
        if (label !== "E-commerce") expect(label, id).not.toBe(english.chatTree[id].options[i]!.label);
      });
      expect(blockTexts(tree[id].message)[0], id).not.toBe(blockTexts(english.chatTree[id].message)[0]);
    }
    expect(language.chatAssistant.title).not.toBe(english.chatAssistant.title);
    expect(language.chatAssistant.optionsLabel).not.toBe(english.chatAssistant.optionsLabel);
  });

  it("is walked by the same conversation: a translated choice leads where the English one does", () => {
    const services = tree.start.options[0]!;
    const branding = tree.services.options[0]!;
    let state = initialChatState();
    for (const option of [services, branding])
      state = chatReducer(chatReducer(state, { type: "choose", option }), { type: "reply" });
    expect(state.node).toBe("branding");
    expect(state.service).toBe("branding");
    expect(state.messages.filter((m) => m.from === "user").map((m) => m.from === "user" && m.text)).toEqual([
      services.label,
      branding.label,
    ]);
  });
});

describe("the chat's WhatsApp link in Telugu", () => {
  it("opens with the Telugu message prefilled", async () => {
    const link = JSON.stringify(messageBlocks("contact", undefined, await loadChatLanguage("te"))).match(
      /"href":"(https:\/\/wa\.me\/[^"]+)"/,
    )![1]!;
    expect(new URL(link).searchParams.get("text")).toBe(whatsappMessagesIn("te").general);
  });
});
