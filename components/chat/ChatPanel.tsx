"use client";
import { useId, useLayoutEffect, useRef } from "react";
import type { ChatOption } from "@/lib/chatCopy";
import { localeInfo, type Locale } from "@/lib/locales";
import { site } from "@/lib/content/site";
import { messageBlocks } from "@/lib/chat";
import { useChat } from "./useChat";
import type { ChatLanguage } from "./chatLanguages";
import { ChatMessageBody } from "./ChatMessageBody";
import { CloseIcon, RestartIcon } from "@/components/ui/icons";
import styles from "./ChatPanel.module.css";

// The launcher loads the panel and its language together, from this chunk.
export { loadChatLanguage } from "./chatLanguages";

interface ChatPanelProps {
  id: string;
  /** The page's language: the panel speaks it. */
  locale: Locale;
  /** Its words in that language (./chatLanguages.ts). */
  language: ChatLanguage;
  open: boolean;
  /** Close and return focus to the launcher. */
  onClose: () => void;
  /** Close and leave focus where the visitor put it. */
  onDismiss: () => void;
}

const PHONE_QUERY = "(max-width: 639.98px)";

/**
 * The chat assistant panel: a non-modal dialog (the page stays usable beside it). Loaded on first open.
 * Focus moves into it when it opens and back to the launcher when it closes; an incoming message never
 * moves focus.
 */
export default function ChatPanel({ id, locale, language, open, onClose, onDismiss }: ChatPanelProps) {
  const { assistant: chatAssistant, tree: chatTree, whatsapp } = language;
  const { state, choose, restart } = useChat(locale);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLDivElement>(null);
  const chosenByFocus = useRef(false);
  const pending = state.pending !== null;
  const options = chatTree[state.node].options;

  // Opening moves focus to the dialog itself, so it is announced by name; Tab then reaches its controls. In the
  // same commit that shows it (a layout effect), so no keystroke lands elsewhere in between.
  useLayoutEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // Keep the newest message in view (scrolls the log only, never the page).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && open) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, open]);

  // The option the visitor pressed is replaced by the next node's options. Only when that left focus
  // nowhere (on <body>) is it put back on the first new option, so keyboard users keep their place.
  useLayoutEffect(() => {
    if (!chosenByFocus.current) return;
    chosenByFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) {
      optionsRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
    }
  }, [state.node]);

  function onChoose(option: ChatOption, button: HTMLButtonElement) {
    if (pending) return;
    chosenByFocus.current = document.activeElement === button;
    choose(option);
  }

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      lang={localeInfo[locale].htmlLang}
      tabIndex={-1}
      hidden={!open}
      className={styles.panel}
      onBlur={(event) => {
        // Phones: the sheet covers most of the page, so whatever on the page gets focus would be hidden
        // behind it (WCAG 2.4.11). Moving focus out to the page closes the sheet; the conversation stays.
        const to = event.relatedTarget;
        if (to instanceof Node && !event.currentTarget.contains(to) && window.matchMedia(PHONE_QUERY).matches)
          onDismiss();
      }}
      onClick={(event) => {
        // Phones: a link to another page of the site closes the sheet so the page can be seen.
        const link = (event.target as Element).closest?.("a[href^='/']");
        if (link && window.matchMedia(PHONE_QUERY).matches) onDismiss();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={`${styles.header} on-ink`}>
        <span className={styles.avatar} aria-hidden="true">
          {site.name.charAt(0)}
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {chatAssistant.title}
          </h2>
          <p className={styles.subtitle}>{chatAssistant.subtitle}</p>
        </div>
        <button type="button" className={styles.iconButton} onClick={restart}>
          <RestartIcon size={20} />
          <span className="visually-hidden">{chatAssistant.restartLabel}</span>
        </button>
        <button type="button" className={styles.iconButton} onClick={onClose}>
          <CloseIcon size={20} />
          <span className="visually-hidden">{chatAssistant.closeLabel}</span>
        </button>
      </div>

      <div ref={logRef} className={styles.log} role="log" aria-label={chatAssistant.logLabel} tabIndex={0}>
        <ol className={styles.messages}>
          {state.messages.map((message) =>
            message.from === "bot" ? (
              <li key={message.id} className={styles.bot} data-from="bot">
                <span className="visually-hidden">{chatAssistant.botName}: </span>
                <div className={styles.bubble}>
                  <ChatMessageBody
                    blocks={messageBlocks(message.node, message.service, { tree: chatTree, whatsapp })}
                  />
                </div>
              </li>
            ) : (
              <li key={message.id} className={styles.user} data-from="user">
                <span className="visually-hidden">{chatAssistant.userName}: </span>
                <div className={styles.bubble}>
                  <p>{message.text}</p>
                </div>
              </li>
            ),
          )}
        </ol>
      </div>

      <div role="status" className={styles.typing}>
        {pending && (
          <>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {chatAssistant.typing}
          </>
        )}
      </div>

      <div ref={optionsRef} className={styles.options} role="group" aria-label={chatAssistant.optionsLabel}>
        {options.map((option) => (
          <button
            key={`${state.node}:${option.label}`}
            type="button"
            className={styles.option}
            aria-disabled={pending || undefined}
            onClick={(event) => onChoose(option, event.currentTarget)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
