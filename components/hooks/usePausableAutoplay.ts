"use client";
import { useState } from "react";
import { usePrefersReducedMotion } from "./useMediaQuery";

/**
 * Autoplaying content with a pause button (WCAG 2.2.2): the client strip and the testimonials. It plays unless
 * the visitor asked for reduced motion (they may still press play), and holds still while hovered or while
 * focus is inside. `hostProps` go on the element that holds the moving content and its controls.
 */
export function usePausableAutoplay() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice ? choice === "play" : !reducedMotion;
  const moving = playing && !hovered && !focused;

  const toggle = () => {
    setChoice(playing ? "pause" : "play");
    // An explicit "play" wins over the hover/focus pause until the pointer or focus comes back.
    setHovered(false);
    setFocused(false);
  };

  const hostProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { playing, moving, choice, toggle, hostProps };
}
