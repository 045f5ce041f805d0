"use client";
import { useEffect, useRef, useState } from "react";
import type { Client } from "@/content/home";
import { usePrefersReducedMotion } from "@/lib/hooks/useMediaQuery";
import { nextMarqueeOffset } from "./carousel";
import { PauseIcon, PlayIcon } from "./controlIcons";
import styles from "./ClientStrip.module.css";

/**
 * The client logo strip: moves `stepPx` every `tickMs` over a doubled list and starts again at the
 * halfway point. It pauses while hovered or while focus is inside, and with its visible button
 * (WCAG 2.2.2). Under reduced motion it starts still (the visitor may still press play); while still,
 * the second copy is not shown at all.
 * The second copy is aria-hidden and holds nothing focusable. The offset is written straight to the
 * track's style, so a tick never re-renders React.
 */
export function ClientStrip({
  clients,
  tickMs,
  stepPx,
  labels,
}: {
  clients: Client[];
  tickMs: number;
  stepPx: number;
  labels: { pause: string; play: string };
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);

  const playing = choice ? choice === "play" : !reducedMotion;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    const el = track.current;
    if (!el || !moving) return;
    const id = window.setInterval(() => {
      offset.current = nextMarqueeOffset(offset.current, el.scrollWidth / 2, stepPx);
      el.style.transform = `translateX(${-offset.current}px)`;
    }, tickMs);
    return () => window.clearInterval(id);
  }, [moving, tickMs, stepPx]);

  return (
    <div
      className={styles.strip}
      data-choice={choice ?? undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <div ref={track} className={styles.track}>
          <ul className={styles.group}>
            {clients.map((client) => (
              <li key={client.name} className={styles.logo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- static export; SVG logos with explicit size */}
                <img src={client.logo.src} width={client.logo.width} height={client.logo.height} alt={`${client.logo.alt}, ${client.sector}`} />
              </li>
            ))}
          </ul>
          <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true">
            {clients.map((client) => (
              <li key={client.name} className={styles.logo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the duplicate copy for the seamless loop */}
                <img src={client.logo.src} width={client.logo.width} height={client.logo.height} alt="" />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          setChoice(playing ? "pause" : "play");
          // An explicit "play" wins over the hover/focus pause until the pointer or focus comes back.
          setHovered(false);
          setFocused(false);
        }}
        aria-label={playing ? labels.pause : labels.play}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
      </button>
    </div>
  );
}
