import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatIn } from "@/lib/content/chat";
import { CHAT_REPLY_DELAY_MS, chatReducer, initialChatState, parseStoredChat, serializeChat } from "@/lib/chat";
import { CHAT_STORAGE_KEY, useChat } from "@/components/chat/useChat";

const chatTree = chatIn("en").tree;

const ourServices = chatTree.start.options[0]!;
const getQuote = chatTree.start.options[1]!;

describe("chatReducer", () => {
  it("starts at start with the start message", () => {
    const s = initialChatState();
    expect(s.node).toBe("start");
    expect(s.messages).toEqual([{ id: 0, from: "bot", node: "start" }]);
    expect(s.pending).toBeNull();
  });

  it("a choice adds the label as a user message; the reply adds the bot message and moves on", () => {
    const chosen = chatReducer(initialChatState(), { type: "choose", option: ourServices });
    expect(chosen.messages.at(-1)).toMatchObject({ from: "user", text: "Our Services" });
    expect(chosen.node).toBe("start");
    expect(chosen.pending).toBe("services");
    const replied = chatReducer(chosen, { type: "reply" });
    expect(replied.messages.at(-1)).toMatchObject({ from: "bot", node: "services" });
    expect(replied.node).toBe("services");
    expect(replied.pending).toBeNull();
  });

  it("ignores a second choice while a reply is pending, and options the current node does not offer", () => {
    const chosen = chatReducer(initialChatState(), { type: "choose", option: ourServices });
    expect(chatReducer(chosen, { type: "choose", option: getQuote })).toBe(chosen);
    const fresh = initialChatState();
    expect(chatReducer(fresh, { type: "choose", option: { label: "Branding", next: "branding" } })).toBe(fresh);
    expect(chatReducer(fresh, { type: "reply" })).toBe(fresh);
  });

  it("restart returns to a fresh conversation", () => {
    const s = chatReducer(chatReducer(initialChatState(), { type: "choose", option: ourServices }), { type: "reply" });
    expect(chatReducer(s, { type: "restart" })).toEqual(initialChatState());
  });

  it("round-trips through storage; a pending reply is answered; junk is rejected", () => {
    const chosen = chatReducer(initialChatState(), { type: "choose", option: ourServices });
    const restored = parseStoredChat(serializeChat(chosen))!;
    expect(restored.node).toBe("services");
    expect(restored.messages.map((m) => m.from)).toEqual(["bot", "user", "bot"]);
    expect(parseStoredChat(null)).toBeNull();
    expect(parseStoredChat("{not json")).toBeNull();
    expect(parseStoredChat(JSON.stringify({ node: "nowhere", messages: [{ from: "bot", node: "start" }] }))).toBeNull();
    expect(parseStoredChat(JSON.stringify({ node: "start", messages: [{ from: "bot", node: "gone" }] }))).toBeNull();
  });
});

describe("useChat timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("replies exactly 600 ms after a choice", () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.choose(ourServices));
    expect(result.current.state.pending).toBe("services");
    expect(result.current.state.messages).toHaveLength(2);
    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
    expect(result.current.state.node).toBe("start");
    expect(result.current.state.messages).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(CHAT_REPLY_DELAY_MS).toBe(600);
    expect(result.current.state.node).toBe("services");
    expect(result.current.state.messages.at(-1)).toMatchObject({ from: "bot", node: "services" });
    expect(result.current.state.pending).toBeNull();
  });

  it("ignores choices while pending: one reply only", () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.choose(ourServices));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.choose(getQuote));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.state.node).toBe("services");
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.state.messages.map((m) => (m.from === "user" ? m.text : m.node))).toEqual([
      "start",
      "Our Services",
      "services",
    ]);
  });

  it("restart during a pending reply cancels it", () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.choose(ourServices));
    act(() => result.current.restart());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toEqual(initialChatState());
  });

  it("keeps the conversation in sessionStorage and restores it on a new mount", () => {
    const first = renderHook(() => useChat());
    act(() => first.result.current.choose(getQuote));
    act(() => vi.advanceTimersByTime(600));
    first.unmount();
    expect(sessionStorage.getItem(CHAT_STORAGE_KEY)).toContain("quote");
    const second = renderHook(() => useChat());
    expect(second.result.current.state.node).toBe("quote");
    expect(second.result.current.state.messages).toHaveLength(3);
  });
});
