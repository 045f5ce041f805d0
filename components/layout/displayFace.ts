import { preload } from "react-dom";

/**
 * The display face's bold (app/displayFace.css, written by scripts/fonts/display-face.ts), which every English
 * heading is set in. At 7 KB, preloaded from the top of the head, it is on its way before the first paint and in
 * soon after it on a first visit over slow 4G, on a phone too. It is "swap": the first paint never waits for it,
 * and the system face drawn until it lands is matched to its metrics, so the swap moves nothing a reader would
 * see (tests/e2e/first-visit.spec.ts).
 */
export function preloadDisplayFace() {
  preload("/fonts/space-grotesk-700.woff2", { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
