"use client";
import { useEffect, useRef } from "react";
import styles from "./HomeHero.module.css";

/**
 * A soft light that follows the mouse over the hero. Only for fine pointers and only when motion is
 * welcome; the position goes into CSS variables once per animation frame, never through React state.
 */
export function HeroSpotlight() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const spot = ref.current;
    const area = spot?.closest("section");
    if (!spot || !area || !window.matchMedia) return;
    const finePointer = window.matchMedia("(pointer: fine)");
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let x = 0;
    let y = 0;

    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !finePointer.matches || reducedMotion.matches) return;
      const box = area.getBoundingClientRect();
      x = event.clientX - box.left;
      y = event.clientY - box.top;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        spot.style.setProperty("--spot-x", `${x}px`);
        spot.style.setProperty("--spot-y", `${y}px`);
        spot.dataset.active = "true";
      });
    };
    const onLeave = () => {
      spot.dataset.active = "false";
    };
    area.addEventListener("pointermove", onMove, { passive: true });
    area.addEventListener("pointerleave", onLeave);
    return () => {
      cancelAnimationFrame(frame);
      area.removeEventListener("pointermove", onMove);
      area.removeEventListener("pointerleave", onLeave);
    };
  }, []);

  return <div ref={ref} className={styles.spot} data-active="false" aria-hidden="true" />;
}
