"use client";
import { animate } from "framer-motion/dom/mini";
import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "@/lib/hooks/useMediaQuery";

let hasNavigated = false;

/**
 * A short fade when moving between pages. The first page load is never animated (its HTML is shown
 * as served), and the fade starts from 0.6 opacity, so reading is never blocked.
 */
export function PageTransition({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Once per mount (a template mounts once per navigation). Reduced motion is read here, not through the
  // hook: the hook answers "reduce" during hydration and then re-renders, which would re-run this effect
  // and fade the first page in after all.
  useEffect(() => {
    if (!hasNavigated) {
      hasNavigated = true;
      return;
    }
    if (prefersReducedMotion() || !ref.current) return;
    const controls = animate(ref.current, { opacity: [0.6, 1] }, { duration: 0.25 });
    return () => controls.stop();
  }, []);
  return <div ref={ref}>{children}</div>;
}
