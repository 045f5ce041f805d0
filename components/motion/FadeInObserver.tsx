"use client";
import { useEffect } from "react";
import { REDUCED_MOTION } from "@/components/hooks/useMediaQuery";
import { durationMs, easeOut } from "@/lib/motionTokens";

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
    const running = new Set<Animation>();
    const observers = new Map<string, IntersectionObserver>();
    const timing = { duration: durationMs("--duration-slow"), easing: easeOut(), fill: "backwards" } as const;
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
          // The animation holds the hidden frame through its delay ("backwards"), so the inline styles can go now
          // and the element ends on its own CSS (hover lifts and all).
          const fade = el.animate([HIDDEN, { opacity: "1", transform: "translateY(0)" }], {
            ...timing,
            delay: Number(el.dataset.fadeDelay ?? 0) * 1000,
          });
          reveal(el);
          running.add(fade);
          fade.finished.then(
            () => running.delete(fade),
            () => running.delete(fade),
          );
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
      for (const fade of running) fade.cancel();
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
