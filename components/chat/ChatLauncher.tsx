"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useChunk } from "@/components/hooks/useChunk";
import { useHydrated } from "@/components/hooks/useHydrated";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { ChatIcon, CloseIcon } from "@/components/ui/icons";
import { loadOnce } from "@/lib/loadOnce";
import styles from "./ChatLauncher.module.css";

// The launcher is all that ships with every page. The panel (tree, reducer, styles) is a separate chunk,
// fetched when the visitor shows intent (hover or focus on the launcher, or a click) and rendered on first open,
// with the words of the page's language (a chunk of their own on a Telugu or Hindi page). A download that fails
// leaves the launcher closed; the next click tries again.
const loadPanel = loadOnce(() =>
  import("./ChatPanel").then((module) => ({ Panel: module.default, loadLanguage: module.loadChatLanguage })),
);

export const CHAT_PANEL_ID = "chat-assistant-panel";

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const { chatLauncherLabel, locale } = useLocaleCopy();
  const load = useCallback(
    () => loadPanel().then(async ({ Panel, loadLanguage }) => ({ Panel, language: await loadLanguage(locale) })),
    [locale],
  );
  const { chunk, retry } = useChunk(load, { when: wanted });
  const loaded = chunk.state === "ready" ? chunk.loaded : null;
  // A click before the panel is there opens it once it arrives; until then (or if it cannot come) it is closed.
  const shown = open && loaded !== null;

  const prefetch = useCallback(() => setWanted(true), []);

  const toggle = useCallback(() => {
    if (loaded) {
      setOpen((o) => !o);
      return;
    }
    setOpen(true);
    setWanted(true);
    if (chunk.state === "failed") retry();
  }, [loaded, chunk.state, retry]);

  // Closing from inside the panel (Escape, close button) returns focus to the launcher — after the render
  // that makes it visible again (on phones it is hidden under the open sheet).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (shown || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [shown]);

  // The chat needs its scripts: the launcher appears once they run (in a reserved slot, so nothing moves), never as a
  // button that a visitor taps before hydration, or without JavaScript, to no effect.
  if (!hydrated) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={shown}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        data-open={shown || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        {shown ? <CloseIcon size={24} className={styles.icon} /> : <ChatIcon size={24} className={styles.icon} />}
        <span className={styles.label}>{chatLauncherLabel}</span>
      </button>
      {/* The launcher sits in the header; the panel belongs to the page, outside the banner landmark. */}
      {loaded &&
        createPortal(
          <loaded.Panel
            id={CHAT_PANEL_ID}
            locale={locale}
            language={loaded.language}
            open={shown}
            onClose={close}
            onDismiss={dismiss}
          />,
          document.body,
        )}
    </>
  );
}
