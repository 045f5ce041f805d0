"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "@/components/hooks/useHydrated";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { ChatIcon, CloseIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/locales";
import styles from "./ChatLauncher.module.css";

// The launcher is all that ships with every page. The panel (tree, reducer, styles) is a separate chunk,
// fetched when the visitor shows intent (hover or focus on the launcher) and rendered on first open, with the
// words of the page's language (a chunk of their own on a Telugu or Hindi page).
// No React.lazy: a chunk that fails to load on a flaky connection must not take the page down; the next
// click simply tries again.
const loadPanel = (locale: Locale) =>
  import("./ChatPanel").then(async (module) => ({
    Panel: module.default,
    language: await module.loadChatLanguage(locale),
  }));
type LoadedPanel = Awaited<ReturnType<typeof loadPanel>>;

export const CHAT_PANEL_ID = "chat-assistant-panel";

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<LoadedPanel | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const { chatLauncherLabel, locale } = useLocaleCopy();

  const prefetch = useCallback(() => {
    loadPanel(locale).catch(() => {
      /* offline: the click will try again */
    });
  }, [locale]);

  const toggle = useCallback(() => {
    if (loaded) {
      setOpen((o) => !o);
      return;
    }
    loadPanel(locale).then(
      (panel) => {
        setLoaded(panel);
        setOpen(true);
      },
      () => {
        /* could not load (offline): stay closed; the next click tries again */
      },
    );
  }, [loaded, locale]);

  // Closing from inside the panel (Escape, close button) returns focus to the launcher — after the render
  // that makes it visible again (on phones it is hidden under the open sheet).
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  // The chat needs its scripts: the launcher appears once they run (in a reserved slot, so nothing moves), never as a
  // button that a visitor taps before hydration, or without JavaScript, to no effect.
  if (!hydrated) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        data-open={open || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        {open ? <CloseIcon size={24} className={styles.icon} /> : <ChatIcon size={24} className={styles.icon} />}
        <span className={styles.label}>{chatLauncherLabel}</span>
      </button>
      {/* The launcher sits in the header; the panel belongs to the page, outside the banner landmark. */}
      {loaded &&
        createPortal(
          <loaded.Panel
            id={CHAT_PANEL_ID}
            locale={locale}
            language={loaded.language}
            open={open}
            onClose={close}
            onDismiss={dismiss}
          />,
          document.body,
        )}
    </>
  );
}
