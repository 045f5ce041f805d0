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

/**
 * Scroll to the end of the page in screen-sized steps, as a reader would, so lazy content comes into view; then
 * wait until every image the reading started to fetch has finished (or failed), so its request is recorded.
 */
export async function readToTheEnd(page: Page) {
  // Which lazy images start is the browser's choice: how near the screen is near enough differs between Chromium's
  // builds, and an image far along a sideways row may never start. Its element names its source all the same
  // (in the full Chromium, one on /te/logo-design never started), so the requests themselves are watched.
  const started = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === "image") started.add(request);
  };
  const onDone = (request: Request) => started.delete(request);
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  try {
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
    await expect
      .poll(() => [...started].map((request) => request.url()), {
        message: "images the reading started and that never finished",
      })
      .toEqual([]);
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
}
