"use client";
import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "@/components/hooks/useMediaQuery";
import { durationMs } from "@/lib/motionTokens";

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
    if (prefersReducedMotion() || !ref.current?.animate) return;
    const fade = ref.current.animate([{ opacity: 0.6 }, { opacity: 1 }], { duration: durationMs("--duration-base") });
    return () => fade.cancel();
  }, []);
  return <div ref={ref}>{children}</div>;
}
