"use client";
// The WAAPI-based mini animate: a few KB instead of the full animation engine.
import { animate } from "framer-motion/dom/mini";
import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "@/lib/hooks/useMediaQuery";

/**
 * Scroll-triggered fade-in that never hides content in the served HTML: the element is rendered
 * visible, and only once JavaScript runs is an element that is still below the fold faded out, to
 * fade in when 10% of it enters the viewport. Without JavaScript, or with reduced motion, nothing moves.
 * Where the element is comes from the observer's first report, not getBoundingClientRect: reading
 * layout in every card's effect would force a style and layout pass per card during hydration.
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
  const reduceMotion = usePrefersReducedMotion();

  useEffect(() => {
    const el = ref.current;
    if (!el || reduceMotion || typeof IntersectionObserver === "undefined") return;
    let hidden = false;
    let controls: ReturnType<typeof animate> | undefined;
    // Once shown, drop the inline "hidden" styles so the element's own CSS applies again.
    const reveal = () => {
      el.style.opacity = "";
      el.style.transform = "";
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (!hidden) {
          // First report: what is on screen or above it stays as it is; what is below the fold hides.
          if (entry.boundingClientRect.top <= window.innerHeight) return observer.disconnect();
          hidden = true;
          el.style.opacity = "0";
          el.style.transform = "translateY(24px)";
          return;
        }
        if (entry.intersectionRatio < 0.1) return;
        observer.disconnect();
        controls = animate(
          el,
          { opacity: [0, 1], transform: ["translateY(24px)", "translateY(0)"] },
          { duration: 0.6, delay, ease: [0.22, 1, 0.36, 1] },
        );
        controls.then(reveal, reveal);
      },
      { threshold: [0, 0.1], rootMargin: margin },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      controls?.stop();
      reveal();
    };
  }, [reduceMotion, delay, margin]);

  return (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <Tag ref={ref as any} className={className}>
      {children}
    </Tag>
  );
}
