"use client";
import { useLayoutEffect, useState } from "react";
import type { Testimonial } from "@/lib/content/testimonials";
import { usePausableAutoplay } from "@/components/hooks/usePausableAutoplay";
import { nextSlide, previousSlide } from "./carousel";
import { ChevronLeftIcon, ChevronRightIcon, QuoteMark } from "@/components/ui/icons";
import { PauseButton } from "@/components/ui/PauseButton";
import type { InteractiveWords } from "@/lib/content/schemas/controls";
import { fill } from "@/lib/template";
import styles from "./Testimonials.module.css";

/**
 * Auto-rotating testimonials (WAI-ARIA APG carousel). The pause/play button comes first in tab
 * order, then previous/next. Rotation (every `intervalMs`, wrapping around) pauses on hover and while
 * focus is inside, and does not start under reduced motion. The slide region is aria-live "off" while
 * rotating and "polite" otherwise. All quotes are in the served HTML: without JavaScript they read as
 * a list; with it they share one grid cell sized by the tallest, so switching never shifts the layout.
 */
export function Testimonials({
  testimonials,
  intervalMs,
  labels,
  words,
  id = "testimonials",
}: {
  testimonials: Testimonial[];
  intervalMs: number;
  labels: { pause: string; play: string; previous: string; next: string };
  words: InteractiveWords;
  id?: string;
}) {
  const { playing, moving, toggle, hostProps } = usePausableAutoplay();
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const rotating = moving && count > 1;

  // One interval while rotating, armed in the same commit that shows the slide (a layout effect), so the
  // next advance is always scheduled by the time a slide is visible.
  useLayoutEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const slidesId = `${id}-slides`;
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={words.carousel}
      aria-label={words.testimonials}
      {...hostProps}
    >
      <div className={styles.controls}>
        <PauseButton playing={playing} onToggle={toggle} labels={labels} words={words} className={styles.toggle} />
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {count}
        </span>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={slidesId}
            aria-label={labels.previous}
            onClick={() => setIndex((i) => previousSlide(i, count))}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={slidesId}
            aria-label={labels.next}
            onClick={() => setIndex((i) => nextSlide(i, count))}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div id={slidesId} className={styles.slides} aria-live={rotating ? "off" : "polite"}>
        {testimonials.map((t, i) => (
          <div
            key={t.author}
            className={styles.slide}
            role="group"
            aria-roledescription={words.slide}
            aria-label={fill(words.slideOf, { n: i + 1, count })}
            data-active={i === index}
          >
            <figure className={styles.figure}>
              <QuoteMark className={styles.mark} />
              <blockquote className={styles.quote}>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {t.author.charAt(0)}
                </span>
                <span>
                  <span className={styles.name}>{t.author}</span>
                  <span className={styles.role}>{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className={styles.progress} aria-hidden="true">
        {testimonials.map((t, i) => (
          <span key={t.author} data-active={i === index} />
        ))}
      </div>
    </div>
  );
}
