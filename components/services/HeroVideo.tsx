"use client";
import { useEffect, useRef, useState } from "react";
import type { VideoAsset } from "@/content/services/types";
import styles from "./HeroVideo.module.css";

/** navigator.connection is not in every browser's types. */
type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * A looping, muted background video. The served HTML shows only the poster (nothing loads, nothing moves
 * without JavaScript). Once hydrated, it plays by itself only when the visitor allows motion and has not
 * turned on Save-Data; a button pauses or plays it at any time.
 */
export function HeroVideo({ video }: { video: VideoAsset }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setReady(true);
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = (navigator as NavigatorWithConnection).connection?.saveData === true;
    if (reduceMotion || saveData) return;
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      element.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    } else {
      element.pause();
      setPlaying(false);
    }
  };

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
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {ready ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
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
