"use client";
import { useEffect, useRef } from "react";
import { cx } from "@/lib/classNames";
import { useLocaleCopy } from "@/components/i18n/LocaleCopy";
import { CloseIcon } from "./icons";
import styles from "./Dialog.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog after the WAI-ARIA APG pattern, on the native <dialog> element opened with showModal():
 * the rest of the page is inert, focus moves in (to the heading, or the element `initialFocusId`), Tab and Shift+Tab
 * wrap inside, Escape, the close button and a click on the backdrop close it, and focus returns to the
 * element that opened it (`returnFocus`). Tab is trapped by hand: showModal() alone lets Tab leave for the
 * browser's own controls (the careers e2e test "Tab trapped" shows it).
 *
 * Without JavaScript the dialog is a normal section: the page's links point at its id and the CSS shows
 * it when it is the :target, so every detail and the form stay reachable.
 */
export function Dialog({
  id,
  open,
  onClose,
  title,
  description,
  enhanced,
  returnFocus,
  initialFocusId,
  fallbackCloseHref,
  children,
  wide = false,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  /** True once JavaScript runs: render real buttons instead of no-JS links. */
  enhanced: boolean;
  returnFocus: React.RefObject<HTMLElement | null>;
  /** The element to focus on opening, by id (looked up then: it may render with the dialog). */
  initialFocusId?: string;
  /** Where the close link goes without JavaScript. */
  fallbackCloseHref: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const closeLabel = useLocaleCopy().interactiveWords.close;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pointerDownOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      ((initialFocusId ? document.getElementById(initialFocusId) : null) ?? headingRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusId]);

  // Return focus to the trigger whenever the dialog goes from open to closed.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) returnFocus.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocus]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === headingRef.current || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  const headingId = `${id}-title`;
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={cx(styles.dialog, wide && styles.wide)}
      data-enhanced={enhanced ? "" : undefined}
      aria-labelledby={headingId}
      onCancel={(event) => {
        // Escape: keep React state the source of truth.
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the <dialog> itself hit the backdrop.
        if (event.target === dialogRef.current && pointerDownOnBackdrop.current) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          {enhanced ? (
            <button type="button" className={styles.close} onClick={onClose}>
              <CloseIcon size={22} />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          ) : (
            <a href={fallbackCloseHref} className={styles.close}>
              <CloseIcon size={22} />
              <span className="visually-hidden">{closeLabel}</span>
            </a>
          )}
        </div>
        {description ? <div className={styles.description}>{description}</div> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
