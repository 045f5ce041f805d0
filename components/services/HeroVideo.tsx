"use client";
import { useEffect, useRef, useState } from "react";
import type { VideoAsset } from "@/content/services/types";
import { useHydrated } from "@/lib/hooks/useHydrated";
import { prefersSavedData, usePrefersReducedMotion } from "@/lib/hooks/useMediaQuery";
import styles from "./HeroVideo.module.css";

/**
 * A looping, muted background video. The served HTML shows only the poster (nothing loads, nothing moves
 * without JavaScript). Once hydrated, it plays by itself only while the visitor allows motion (followed live:
 * turning reduced motion on pauses it) and has not turned on Save-Data; a button pauses or plays it at any time.
 */
export function HeroVideo({ video }: { video: VideoAsset }) {
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  // The visitor's own play/pause, remembered with the motion preference it was made under: a change of
  // preference outranks an earlier click.
  const [choice, setChoice] = useState<{ play: boolean; reducedMotion: boolean } | null>(null);
  const autoplay = hydrated && !reducedMotion && !prefersSavedData();
  const shouldPlay = choice && choice.reducedMotion === reducedMotion ? choice.play : autoplay;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!shouldPlay) {
      element.pause();
      return;
    }
    element.play().catch(() => setChoice({ play: false, reducedMotion }));
  }, [shouldPlay, reducedMotion]);

  return (
    <>
      <video
        ref={ref}
        className={styles.video}
        poster={video.poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {hydrated ? (
        <button type="button" className={styles.toggle} onClick={() => setChoice({ play: !playing, reducedMotion })}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4v16l13-8z" />}
          </svg>
          <span>{playing ? "Pause" : "Play"} background video</span>
          <span className="visually-hidden">: {video.label}</span>
        </button>
      ) : null}
    </>
  );
}
