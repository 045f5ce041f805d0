// Pure stepping rules for the home page's moving parts, kept apart from React so they can be tested alone.

/**
 * The client strip's next offset: move `step` pixels; on reaching the halfway point of the doubled
 * list (where the second copy sits exactly where the first began) start again from 0.
 */
export function nextMarqueeOffset(offset: number, halfWidth: number, step = 1): number {
  if (halfWidth <= 0) return 0;
  const next = offset + step;
  return next >= halfWidth ? next - halfWidth : next;
}

/** The slide after `index`, wrapping from the last back to the first. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, wrapping from the first to the last. */
export function previousSlide(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}
