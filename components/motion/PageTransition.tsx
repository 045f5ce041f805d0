"use client";
import { animate } from "framer-motion/dom/mini";
import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "@/lib/hooks/useMediaQuery";

let hasNavigated = false;

/**
 * A short fade when moving between pages. The first page load is never animated (its HTML is shown
 * as served), and the fade starts from 0.6 opacity, so reading is never blocked.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (!hasNavigated) {
      hasNavigated = true;
      return;
    }
    if (reduceMotion || !ref.current) return;
    const controls = animate(ref.current, { opacity: [0.6, 1] }, { duration: 0.25 });
    return () => controls.stop();
  }, [reduceMotion]);
  return <div ref={ref}>{children}</div>;
}
