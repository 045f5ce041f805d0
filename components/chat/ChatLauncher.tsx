"use client";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import styles from "./ChatLauncher.module.css";

// The launcher is all that ships with every page. The panel (tree, reducer, styles) is a separate chunk,
// fetched when the visitor shows intent (hover or focus on the launcher) and rendered on first open.
const loadPanel = () => import("./ChatPanel");
const ChatPanel = lazy(loadPanel);

export const CHAT_PANEL_ID = "chat-assistant-panel";

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const prefetch = useCallback(() => {
    loadPanel().catch(() => {
      /* offline: the click will try again */
    });
  }, []);

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

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        data-open={open || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen((o) => !o);
        }}
      >
        <svg className={styles.icon} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" />
          ) : (
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />
          )}
        </svg>
        <span className={styles.label}>Chat assistant</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
