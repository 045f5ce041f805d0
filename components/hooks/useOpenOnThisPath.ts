"use client";
import { usePathname } from "next/navigation";
import { useCallback, useState } from "react";

/**
 * Open/closed state that resets on every path change: the state remembers the path it was opened
 * on, so it reads as closed as soon as the path differs — no effect needed to close it.
 */
export function useOpenOnThisPath() {
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn !== null && openedOn === pathname;
  const open = useCallback(() => setOpenedOn(pathname), [pathname]);
  const close = useCallback(() => setOpenedOn(null), []);
  const toggle = useCallback(() => setOpenedOn((current) => (current === pathname ? null : pathname)), [pathname]);
  return { isOpen, open, close, toggle, pathname };
}
