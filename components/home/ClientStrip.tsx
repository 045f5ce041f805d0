"use client";
import { useEffect, useRef } from "react";
import type { Client } from "@/content/home";
import { usePausableAutoplay } from "@/components/hooks/usePausableAutoplay";
import { nextMarqueeOffset } from "./carousel";
import { PauseButton } from "@/components/ui/PauseButton";
import styles from "./ClientStrip.module.css";

/**
 * The client logo strip: moves `stepPx` every `tickMs` over a doubled list and starts again at the
 * halfway point. It pauses while hovered or while focus is inside, and with its visible button
 * (WCAG 2.2.2). Under reduced motion it starts still (the visitor may still press play); while still,
 * the second copy is not shown at all.
 * The second copy is aria-hidden and holds nothing focusable. The offset is written straight to the
 * track's style, so a tick never re-renders React. The logos sit below the first screen: low fetch priority, which
 * also keeps React from hinting them in the head ahead of the hero poster (not lazy: the copy enters sideways).
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
  const { playing, moving, choice, toggle, hostProps } = usePausableAutoplay();
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);

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
    <div className={styles.strip} data-choice={choice ?? undefined} {...hostProps}>
      <div className={styles.viewport}>
        <div ref={track} className={styles.track}>
          <ul className={styles.group}>
            {clients.map((client) => (
              <li key={client.name} className={styles.logo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- static export; SVG logos with explicit size */}
                <img
                  src={client.logo.src}
                  width={client.logo.width}
                  height={client.logo.height}
                  alt={`${client.logo.alt}, ${client.sector}`}
                  fetchPriority="low"
                />
              </li>
            ))}
          </ul>
          <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true">
            {clients.map((client) => (
              <li key={client.name} className={styles.logo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the duplicate copy for the seamless loop */}
                <img
                  src={client.logo.src}
                  width={client.logo.width}
                  height={client.logo.height}
                  alt=""
                  fetchPriority="low"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PauseButton playing={playing} onToggle={toggle} labels={labels} className={styles.toggle} />
    </div>
  );
}
