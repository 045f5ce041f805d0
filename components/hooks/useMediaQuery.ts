"use client";
import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept up to date. During server rendering and hydration it
 * reads `serverValue`, so the served HTML and the first client render agree; the real value follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}

export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * True when the visitor prefers reduced motion. Assumed true until the browser says otherwise, so
 * nothing starts moving before we know motion is welcome.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, true);
}

/** The same answer read once, for code that runs once (an effect on mount) rather than re-rendering. */
export function prefersReducedMotion(): boolean {
  return typeof window === "undefined" || !window.matchMedia || window.matchMedia(REDUCED_MOTION).matches;
}

/** True when the browser asks to save data (Network Information API `saveData`, Chromium only). */
export function prefersSavedData(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
