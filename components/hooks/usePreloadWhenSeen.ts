"use client";
import { useEffect } from "react";

/**
 * Starts `preload` once the element with `id` comes into view (where the browser can tell), for code a visitor
 * who reaches that part may soon need: a tap on a phone gives no hover to start it earlier.
 */
export function usePreloadWhenSeen(id: string, preload: () => void) {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      preload();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, preload]);
}
