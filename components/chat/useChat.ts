"use client";
import { useCallback, useEffect, useReducer } from "react";
import type { ChatOption } from "@/content/chat";
import {
  CHAT_REPLY_DELAY_MS,
  chatReducer,
  initialChatState,
  parseStoredChat,
  serializeChat,
  type ChatState,
} from "@/lib/chat";

export const CHAT_STORAGE_KEY = "chat-assistant:v1";

function readStored(): ChatState {
  try {
    return parseStoredChat(window.sessionStorage.getItem(CHAT_STORAGE_KEY)) ?? initialChatState();
  } catch {
    // Storage can be unavailable (privacy modes); the conversation then lives only in memory.
    return initialChatState();
  }
}

/**
 * The conversation: choose an option, and CHAT_REPLY_DELAY_MS later the bot replies. Kept in sessionStorage
 * so a full reload keeps it; client-side navigation keeps it anyway because the root layout stays mounted.
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, undefined, readStored);

  useEffect(() => {
    if (!state.pending) return;
    const timer = window.setTimeout(() => dispatch({ type: "reply" }), CHAT_REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.pending, state.nextId]);

  useEffect(() => {
    try {
      window.sessionStorage.setItem(CHAT_STORAGE_KEY, serializeChat(state));
    } catch {
      /* storage full or unavailable: nothing to keep */
    }
  }, [state]);

  const choose = useCallback((option: ChatOption) => dispatch({ type: "choose", option }), []);
  const restart = useCallback(() => dispatch({ type: "restart" }), []);

  return { state, choose, restart };
}
