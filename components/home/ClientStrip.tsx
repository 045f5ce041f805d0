"use client";
import Link from "@/components/i18n/Link";
import { useEffect, useRef } from "react";
import { usePausableAutoplay } from "@/components/hooks/usePausableAutoplay";
import { nextMarqueeOffset } from "./carousel";
import { PauseButton } from "@/components/ui/PauseButton";
import type { InteractiveWords } from "@/lib/content/schemas/controls";
import styles from "./ClientStrip.module.css";

/** One logo of the strip: the client's name, what it does, its logo and its case study. */
export interface StripClient {
  name: string;
  sector: string;
  logo: { src: string; width: number; height: number };
  href: string;
}

function Logo({ client, label }: { client: StripClient; label?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export; SVG logos with explicit size
    <img
      src={client.logo.src}
      width={client.logo.width}
      height={client.logo.height}
      alt={label ?? ""}
      fetchPriority="low"
    />
  );
}

/**
 * The client logo strip: moves `stepPx` every `tickMs` over a doubled list and starts again at the
 * halfway point. It pauses while hovered or while focus is inside, and with its visible button
 * (WCAG 2.2.2). Under reduced motion it starts still (the visitor may still press play); while still,
 * the second copy is not shown at all. Each logo links to the client's case study.
 * The second copy is aria-hidden and its links are out of the tab order (tabIndex -1): a pointer can still
 * follow them, keyboard and screen-reader users meet each client once. The offset is written straight to the
 * track's style, so a tick never re-renders React. The logos sit below the first screen: low fetch priority, which
 * also keeps React from hinting them in the head ahead of the hero poster (not lazy: the copy enters sideways).
 */
export function ClientStrip({
  clients,
  tickMs,
  stepPx,
  labels,
  words,
  linkNote,
}: {
  clients: StripClient[];
  tickMs: number;
  stepPx: number;
  labels: { pause: string; play: string };
  words: InteractiveWords;
  /** Ends each logo's accessible name, saying where the link goes. */
  linkNote: string;
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
                <Link href={client.href} className={styles.link}>
                  <Logo client={client} label={`${client.name}, ${client.sector}: ${linkNote}`} />
                </Link>
              </li>
            ))}
          </ul>
          <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true">
            {clients.map((client) => (
              <li key={client.name} className={styles.logo}>
                <Link href={client.href} className={styles.link} tabIndex={-1}>
                  <Logo client={client} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PauseButton playing={playing} onToggle={toggle} labels={labels} words={words} className={styles.toggle} />
    </div>
  );
}
