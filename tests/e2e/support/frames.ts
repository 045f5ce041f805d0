import type { Page } from "@playwright/test";

// "The page has drawn": one wait for a frame, for the tests (nextFrame) and for the loops that run inside a page
// (its `drawnFrame`). A renderer that stops producing frames fails the test here, with what the page said about
// itself then, rather than letting it measure a page that was never drawn.

/** Ample for a frame on a loaded machine; a renderer that has stopped drawing never makes it. */
const FRAME_TIMEOUT_MS = 10_000;

/** The page's global once `withFrameWait` has run in it. */
export type FrameWindow = Window & { drawnFrame?: () => Promise<void> };

/**
 * Gives the page `window.drawnFrame()`: resolves on its next frame, rejects with "the renderer drew no frame in
 * 10 s", naming the document's visibility and the window's size. For code that scrolls and waits inside one
 * `evaluate`; a navigation takes it away again.
 */
export async function withFrameWait(page: Page): Promise<void> {
  await page.evaluate((ms) => {
    (window as FrameWindow).drawnFrame ??= () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const state = `document ${document.visibilityState}, window ${innerWidth}×${innerHeight}`;
          reject(new Error(`the renderer drew no frame in ${ms / 1000} s (${state})`));
        }, ms);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve();
        });
      });
  }, FRAME_TIMEOUT_MS);
}

/** The page's next `frames` frames have been drawn; throws when the renderer draws none in time. */
export async function nextFrame(page: Page, frames = 1): Promise<void> {
  await withFrameWait(page);
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await (window as FrameWindow).drawnFrame!();
  }, frames);
}

/**
 * Resizes the window and waits until the page has drawn at the new size, at its top: nothing is measured, and no
 * other resize sent, while the renderer is still catching up with this one.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // In the page, with no round trip per frame: frames until the window has the new size (the first, as a rule),
  // then the page scrolled to its top and drawn there. A window that never takes the size fails here.
  await withFrameWait(page);
  await page.evaluate(
    async ({ width, height, ms }) => {
      const frame = (window as FrameWindow).drawnFrame!;
      const until = performance.now() + ms;
      await frame();
      while (innerWidth !== width || innerHeight !== height) {
        if (performance.now() > until)
          throw new Error(
            `the window is ${innerWidth}×${innerHeight} ${ms / 1000} s after a resize to ${width}×${height}`,
          );
        await frame();
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      await frame();
    },
    { ...size, ms: FRAME_TIMEOUT_MS },
  );
}
