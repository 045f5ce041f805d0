"use client";
import { useCallback, useEffect, useReducer } from "react";
import type { ChatOption } from "@/lib/chatCopy";
import type { Locale } from "@/lib/locales";
import {
  CHAT_REPLY_DELAY_MS,
  chatReducer,
  initialChatState,
  parseStoredChat,
  serializeChat,
  type ChatState,
} from "@/lib/chat";

export const CHAT_STORAGE_KEY = "chat-assistant:v1";

/**
 * Each language keeps its own conversation: the visitor's choices are stored as the words they pressed, so a
 * Telugu conversation is not carried onto a Hindi or English page (switching language starts a fresh one).
 */
const storageKey = (locale: Locale) => (locale === "en" ? CHAT_STORAGE_KEY : `${CHAT_STORAGE_KEY}:${locale}`);

function readStored(key: string): ChatState {
  try {
    return parseStoredChat(window.sessionStorage.getItem(key)) ?? initialChatState();
  } catch {
    // Storage can be unavailable (privacy modes); the conversation then lives only in memory.
    return initialChatState();
  }
}

/**
 * The conversation: choose an option, and CHAT_REPLY_DELAY_MS later the bot replies. Kept in sessionStorage
 * so a full reload keeps it; client-side navigation keeps it anyway because the root layout stays mounted.
 */
export function useChat(locale: Locale = "en") {
  const key = storageKey(locale);
  const [state, dispatch] = useReducer(chatReducer, key, readStored);

  useEffect(() => {
    if (!state.pending) return;
    const timer = window.setTimeout(() => dispatch({ type: "reply" }), CHAT_REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.pending, state.nextId]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, serializeChat(state));
    } catch {
      /* storage full or unavailable: nothing to keep */
    }
  }, [state, key]);

  const choose = useCallback((option: ChatOption) => dispatch({ type: "choose", option }), []);
  const restart = useCallback(() => dispatch({ type: "restart" }), []);

  return { state, choose, restart };
}
