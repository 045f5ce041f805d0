// The motion tokens of app/tokens.css, read where script animates (Web Animations API), so durations and easing
// stay in one place. Under reduced motion the durations there are 0.

type MotionToken = "--duration-base" | "--duration-slow" | "--ease-out";

function token(name: MotionToken): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** A duration token in milliseconds ("600ms" or "0.6s" in the stylesheet). */
export function durationMs(name: Exclude<MotionToken, "--ease-out">): number {
  const value = token(name);
  return value.endsWith("ms") ? parseFloat(value) : parseFloat(value) * 1000 || 0;
}

/** The easing token, as an animation's `easing`. */
export function easeOut(): string {
  return token("--ease-out") || "ease-out";
}
