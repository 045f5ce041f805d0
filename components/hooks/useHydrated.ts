"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the served HTML and during hydration, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
