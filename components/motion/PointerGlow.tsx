"use client";
import { useEffect, useRef } from "react";

/**
 * A decorative light that follows a mouse or pen over its section (the home hero's spot, the architecture
 * hero's blob). Only for fine pointers and only while motion is welcome, both followed live. The position goes
 * into the CSS variables `--<name>-x` / `--<name>-y` once per animation frame, never through React state;
 * `data-active` says whether the pointer is over the section. The look (and hiding it under reduced motion or
 * a coarse pointer) is the caller's CSS.
 */
export function PointerGlow({
  name,
  className,
  testId,
}: {
  name: "spot" | "blob";
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const glow = ref.current;
    const area = glow?.closest("section");
    if (!glow || !area || !window.matchMedia) return;
    const welcome = window.matchMedia("(pointer: fine) and (prefers-reduced-motion: no-preference)");
    let frame = 0;
    let x = 0;
    let y = 0;

    const write = () => {
      frame = 0;
      glow.style.setProperty(`--${name}-x`, `${x}px`);
      glow.style.setProperty(`--${name}-y`, `${y}px`);
      glow.dataset.active = "true";
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
      const box = area.getBoundingClientRect();
      x = event.clientX - box.left;
      y = event.clientY - box.top;
      if (!frame) frame = requestAnimationFrame(write);
    };
    const onLeave = () => {
      glow.dataset.active = "false";
    };
    const detach = () => {
      area.removeEventListener("pointermove", onMove);
      area.removeEventListener("pointerleave", onLeave);
      cancelAnimationFrame(frame);
      frame = 0;
      glow.dataset.active = "false";
    };
    const sync = () => {
      detach();
      if (!welcome.matches) return;
      area.addEventListener("pointermove", onMove, { passive: true });
      area.addEventListener("pointerleave", onLeave);
    };
    sync();
    welcome.addEventListener("change", sync);
    return () => {
      welcome.removeEventListener("change", sync);
      detach();
    };
  }, [name]);

  return <div ref={ref} className={className} data-active="false" aria-hidden="true" data-testid={testId} />;
}
