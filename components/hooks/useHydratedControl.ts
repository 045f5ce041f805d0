"use client";
import { useLayoutEffect, useRef } from "react";
import { useHydrated } from "./useHydrated";

/**
 * A control that needs JavaScript, served as a same-looking link (`standIn`) until the page hydrates, then
 * swapped for the real control (`control`). A keyboard visitor who tabbed to the link before the scripts ran
 * keeps their place: focus moves to the control that replaces it.
 */
export function useHydratedControl<StandIn extends HTMLElement, Control extends HTMLElement>() {
  const hydrated = useHydrated();
  const standIn = useRef<StandIn>(null);
  const control = useRef<Control>(null);
  const standInHadFocus = useRef(false);
  // Runs once after the hydration commit (the link still in place) and once after the swap.
  useLayoutEffect(() => {
    if (!hydrated) {
      standInHadFocus.current = standIn.current !== null && document.activeElement === standIn.current;
    } else if (standInHadFocus.current) {
      standInHadFocus.current = false;
      control.current?.focus();
    }
  }, [hydrated]);
  return { hydrated, standIn, control };
}
