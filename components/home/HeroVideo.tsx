"use client";
import { useEffect, useRef, useState } from "react";
import { prefersSavedData, usePrefersReducedMotion } from "@/lib/hooks/useMediaQuery";
import { PauseIcon, PlayIcon } from "./controlIcons";
import styles from "./HomeHero.module.css";

/**
 * The hero's background loop: muted, looped, inline, no audio. It is only added once the page has
 * loaded, and only when the visitor has not asked for reduced motion or for saving data; otherwise
 * (and without JavaScript) the poster frame underneath stays. A visible button pauses it (WCAG 2.2.2).
 */
export function HeroVideo({
  sources,
  labels,
}: {
  sources: readonly { src: string; type: string }[];
  labels: { pause: string; play: string };
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [loaded, setLoaded] = useState(false);
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  // Wait for the page's own resources (the poster first) and then for an idle moment, so hydration and
  // link prefetching are done before the loop is fetched and decoded; never with Save-Data on.
  useEffect(() => {
    if (prefersSavedData()) return;
    let idle: number | undefined;
    const start = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setLoaded(true), { timeout: 2000 })
        : window.setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  const show = loaded && !reducedMotion;

  useEffect(() => {
    const el = video.current;
    if (!show || !el) return;
    el.muted = true;
    if (paused) el.pause();
    else el.play().catch(() => setPaused(true));
  }, [show, paused]);

  if (!show) return null;
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        data-playing={playing}
        muted
        loop
        playsInline
        autoPlay
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        className={styles.videoToggle}
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? labels.play : labels.pause}
      >
        {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
      </button>
    </>
  );
}
