"use client";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/hooks/useHydrated";
import { prefersSavedData, usePrefersReducedMotion } from "@/components/hooks/useMediaQuery";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";

/**
 * A muted, looped, inline background video with a visible pause button (WCAG 2.2.2): the home hero and the
 * architecture hero. It plays by itself only once hydrated, while the visitor allows motion (followed live:
 * turning reduced motion on pauses it) and without Save-Data. Without JavaScript nothing loads or moves.
 *
 * `deferred` (home): the element is only added after the page's load and an idle moment, and removed again
 * while motion is unwelcome, so the picture painted underneath stays. Otherwise the element is in the served
 * HTML with its own `poster` and fetches nothing until it plays.
 */
export function BackgroundVideo({
  sources,
  poster,
  deferred = false,
  labels,
  description,
  iconOnly = false,
  classNames,
}: {
  sources: readonly { src: string; type: string }[];
  poster?: string;
  deferred?: boolean;
  labels: { pause: string; play: string };
  /** What the video shows, appended (visually hidden) to the button's name. */
  description?: string;
  /** An icon-only button named by aria-label, or an icon with the label as visible text. */
  iconOnly?: boolean;
  classNames: { video?: string; toggle?: string };
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [idleAfterLoad, setIdleAfterLoad] = useState(false);
  const [started, setStarted] = useState(false);
  // The visitor's own play/pause, stamped with the motion preference it was made under: a change of
  // preference outranks an earlier click.
  const [choice, setChoice] = useState<{ play: boolean; reducedMotion: boolean } | null>(null);

  // Deferred: wait for the page's own resources (the poster first) and an idle moment, so hydration and link
  // prefetching are done before the loop is fetched and decoded; never with Save-Data on.
  useEffect(() => {
    if (!deferred || prefersSavedData()) return;
    let idle: number | undefined;
    const start = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setIdleAfterLoad(true), { timeout: 2000 })
        : window.setTimeout(() => setIdleAfterLoad(true), 0);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      if (idle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [deferred]);

  const rendered = deferred ? idleAfterLoad && !reducedMotion : true;
  const autoplay = hydrated && rendered && !reducedMotion && !prefersSavedData();
  const shouldPlay = choice && choice.reducedMotion === reducedMotion ? choice.play : autoplay;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.muted = true;
    if (!shouldPlay) {
      element.pause();
      return;
    }
    element.play().catch(() => setChoice({ play: false, reducedMotion }));
  }, [shouldPlay, rendered, reducedMotion]);

  if (!rendered) return null;
  const label = shouldPlay ? labels.pause : labels.play;
  const Icon = shouldPlay ? PauseIcon : PlayIcon;
  return (
    <>
      <video
        ref={ref}
        className={classNames.video}
        data-playing={deferred ? started : undefined}
        poster={poster}
        muted
        loop
        playsInline
        autoPlay={deferred}
        preload={deferred ? "auto" : "none"}
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setStarted(true)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {hydrated ? (
        <button
          type="button"
          className={classNames.toggle}
          onClick={() => setChoice({ play: !shouldPlay, reducedMotion })}
          aria-label={iconOnly ? label : undefined}
        >
          <Icon size={iconOnly ? 18 : 16} />
          {iconOnly ? null : <span>{label}</span>}
          {!iconOnly && description ? <span className="visually-hidden">: {description}</span> : null}
        </button>
      ) : null}
    </>
  );
}
