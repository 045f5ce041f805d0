import { expect, type Page, type Request } from "@playwright/test";
import { withFrameWait, type FrameWindow } from "./frames";

/** Every request the page makes from the first one on, as the browser reports it. */
export function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => seen.push(request));
  return seen;
}

export const foreign = (requests: Request[], origin: string) =>
  requests.map((r) => r.url()).filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);

/** Scroll to the end of the page in screen-sized steps, as a reader would, so lazy content comes into view. */
export async function readToTheEnd(page: Page) {
  // In the page, step by step: each step waits for a frame there, with no round trip. The frame's rendering
  // step is where the browser finds what came into view (lazy images, observed sections) and starts it.
  await withFrameWait(page);
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    const frame = (window as FrameWindow).drawnFrame!;
    for (let y = 0; y <= height; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
    }
  });
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  // Every image the browser has started to fetch has finished (or failed), so its request is recorded. A lazy
  // image that never came near the screen (hidden at this width, or far along a sideways row) is never fetched:
  // it has no current source yet, and is not waited for.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.currentSrc));
}
