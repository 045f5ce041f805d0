"use client";
// The WAAPI-based mini animate: a few KB instead of the full animation engine (shared with the page transition).
import { animate } from "framer-motion/dom/mini";
import { useEffect } from "react";
import { REDUCED_MOTION } from "@/lib/hooks/useMediaQuery";

const HIDDEN = { opacity: "0", transform: "translateY(24px)" };

/**
 * The scroll fade-ins of the page (every FadeIn): one IntersectionObserver per root margin for all of them,
 * started once per page (the template mounts once per navigation). An element still below the fold when the
 * observer first reports hides, and fades in when 10% of it enters the viewport; what is on screen or above
 * stays as served. Where an element is comes from the observer's report, so nothing reads layout per card.
 * With reduced motion nothing moves, and turning it on mid-page shows everything at once.
 */
export function FadeInObserver() {
  useEffect(() => {
    const motion = window.matchMedia?.(REDUCED_MOTION);
    if (!motion || typeof IntersectionObserver === "undefined") return;
    const hidden = new Set<HTMLElement>();
    const running = new Set<ReturnType<typeof animate>>();
    const observers = new Map<string, IntersectionObserver>();
    // Drop the inline "hidden" styles so the element's own CSS applies again.
    const reveal = (el: HTMLElement) => {
      hidden.delete(el);
      el.style.opacity = "";
      el.style.transform = "";
    };
    const onReport = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!hidden.has(el)) {
          // First report: in view or above it stays; below the fold hides until scrolled to.
          if (entry.boundingClientRect.top <= window.innerHeight) {
            observer.unobserve(el);
          } else {
            hidden.add(el);
            Object.assign(el.style, HIDDEN);
          }
        } else if (entry.intersectionRatio >= 0.1) {
          observer.unobserve(el);
          const controls = animate(
            el,
            { opacity: [0, 1], transform: [HIDDEN.transform, "translateY(0)"] },
            { duration: 0.6, delay: Number(el.dataset.fadeDelay ?? 0), ease: [0.22, 1, 0.36, 1] },
          );
          running.add(controls);
          const done = () => (running.delete(controls), reveal(el));
          controls.then(done, done);
        }
      }
    };
    const start = () => {
      if (motion.matches) return;
      for (const el of document.querySelectorAll<HTMLElement>("[data-fade]")) {
        const margin = el.dataset.fade || "0px";
        let observer = observers.get(margin);
        if (!observer) {
          observer = new IntersectionObserver(onReport, { threshold: [0, 0.1], rootMargin: margin });
          observers.set(margin, observer);
        }
        observer.observe(el);
      }
    };
    const stop = () => {
      for (const observer of observers.values()) observer.disconnect();
      observers.clear();
      for (const controls of running) controls.stop();
      running.clear();
      for (const el of [...hidden]) reveal(el);
    };
    const onMotionChange = () => (motion.matches ? stop() : undefined);
    start();
    motion.addEventListener("change", onMotionChange);
    return () => {
      motion.removeEventListener("change", onMotionChange);
      stop();
    };
  }, []);
  return null;
}
