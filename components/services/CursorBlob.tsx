"use client";
import { useEffect, useRef } from "react";
import styles from "./CursorBlob.module.css";

/**
 * A decorative light blob that follows the pointer inside its parent section. Only for fine pointers
 * (mouse, trackpad) and only when the visitor has not asked for reduced motion. The position is written
 * to CSS variables once per animation frame; CSS moves the blob with a transform.
 */
export function CursorBlob() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const blob = ref.current;
    const area = blob?.parentElement;
    if (!blob || !area) return;
    const query = window.matchMedia("(pointer: fine) and (prefers-reduced-motion: no-preference)");
    let frame = 0;
    let x = 0;
    let y = 0;

    const write = () => {
      frame = 0;
      blob.style.setProperty("--blob-x", `${x}px`);
      blob.style.setProperty("--blob-y", `${y}px`);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
      const rect = area.getBoundingClientRect();
      x = event.clientX - rect.left;
      y = event.clientY - rect.top;
      blob.dataset.active = "true";
      if (!frame) frame = requestAnimationFrame(write);
    };
    const onLeave = () => {
      delete blob.dataset.active;
    };
    const attach = () => {
      area.addEventListener("pointermove", onMove);
      area.addEventListener("pointerleave", onLeave);
    };
    const detach = () => {
      area.removeEventListener("pointermove", onMove);
      area.removeEventListener("pointerleave", onLeave);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      delete blob.dataset.active;
    };
    const sync = () => (query.matches ? attach() : detach());
    sync();
    query.addEventListener("change", sync);
    return () => {
      query.removeEventListener("change", sync);
      detach();
    };
  }, []);

  return <div ref={ref} className={styles.blob} aria-hidden="true" data-testid="cursor-blob" />;
}
