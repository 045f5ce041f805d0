"use client";
import { useInView, useReducedMotion } from "framer-motion";
// The WAAPI-based mini animate: a few KB instead of the full animation engine.
import { animate } from "framer-motion/dom/mini";
import { useLayoutEffect, useRef, useState } from "react";

/**
 * Scroll-triggered fade-in that never hides content in the served HTML: the element is rendered
 * visible, and only once JavaScript runs is an element that is still below the fold faded out, to
 * fade in when 10% of it enters the viewport. Without JavaScript, or with reduced motion, nothing moves.
 */
export function FadeIn({
  children,
  className,
  delay = 0,
  as: Tag = "div",
  margin = "0px",
}: {
  children: React.ReactNode;
  className?: string;
  /** Seconds, for staggering cards. */
  delay?: number;
  as?: "div" | "section" | "li" | "article";
  /** IntersectionObserver root margin, e.g. "50px". */
  margin?: `${number}px`;
}) {
  const ref = useRef<HTMLElement>(null);
  const reduceMotion = useReducedMotion();
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { amount: 0.1, once: true, margin });

  // Before paint: hide only what is below the fold, so nothing the visitor already sees flickers.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || reduceMotion) return;
    if (el.getBoundingClientRect().top > window.innerHeight) {
      el.style.opacity = "0";
      el.style.transform = "translateY(24px)";
      setArmed(true);
    }
  }, [reduceMotion]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !armed || !inView) return;
    const controls = animate(
      el,
      { opacity: [0, 1], transform: ["translateY(24px)", "translateY(0)"] },
      { duration: 0.6, delay, ease: [0.22, 1, 0.36, 1] },
    );
    // Once shown, drop the inline "hidden" styles so the element's own CSS applies again.
    const reveal = () => {
      el.style.opacity = "";
      el.style.transform = "";
    };
    controls.then(reveal, reveal);
    return () => {
      controls.stop();
      reveal();
    };
  }, [armed, inView, delay]);

  return (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <Tag ref={ref as any} className={className}>
      {children}
    </Tag>
  );
}
