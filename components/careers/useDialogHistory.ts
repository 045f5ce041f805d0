"use client";
import { useCallback, useEffect, useRef } from "react";

/** Marks the history entry a dialog added (history.state), so closing it can take it back off. */
const OWN_ENTRY = "careersDialog";

/** The address's fragment, decoded: the dialog a shared link, or Back, names. */
export function addressHash(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The history a dialog keeps. One opened from a button adds one entry (its #hash), so a phone's Back closes it
 * instead of leaving the page; closing it any other way (`leave`) takes that entry back off, so Back never does
 * nothing visible. Back or Forward tells `onAddress` the address's hash, which answers whether it names a dialog.
 */
export function useDialogHistory(onAddress: (hash: string) => boolean) {
  const ownEntry = useRef(false);
  const onAddressRef = useRef(onAddress);
  useEffect(() => {
    onAddressRef.current = onAddress;
  }, [onAddress]);

  const show = useCallback((hash: string) => {
    const url = `${here()}#${hash}`;
    // A fresh state object: the router adds its own and follows the new address.
    if (ownEntry.current) window.history.replaceState({ [OWN_ENTRY]: true }, "", url);
    else window.history.pushState({ [OWN_ENTRY]: true }, "", url);
    ownEntry.current = true;
  }, []);

  const leave = useCallback(() => {
    if (ownEntry.current) {
      ownEntry.current = false;
      window.history.back();
    } else if (window.location.hash) {
      // Opened by a shared link: the address stops naming the closed dialog.
      window.history.replaceState({}, "", here());
    }
  }, []);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const names = onAddressRef.current(addressHash());
      ownEntry.current = names && Boolean(event.state?.[OWN_ENTRY]);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  return { show, leave };
}
