import { expect, type Page, type Request } from "@playwright/test";

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
  // In the page, step by step: each step waits two frames there, as the browser paints it, with no round trip.
  await page.evaluate(async () => {
    const height = document.documentElement.scrollHeight;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= height; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await frame();
      await frame();
    }
  });
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  // Every image that came into view has finished loading (or failing), so its request has been made. An image the
  // layout does not render at this width (display: none) never comes into view, so a lazy one is never fetched.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()));
}
