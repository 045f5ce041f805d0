"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * On every route change, scroll to the top. window.scrollTo follows the CSS scroll-behavior of <html>:
 * smooth normally, instant under prefers-reduced-motion (see globals.css).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A link to an anchor on the new page (e.g. /contact#contact-form) scrolls to that anchor instead.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
