import type { Page } from "@playwright/test";

// "The page has drawn": one wait for a frame, for the tests (nextFrame) and for the loops that run inside a page
// (its `drawnFrame`). A renderer that stops producing frames (seen on loaded machines) fails the test here, with
// that said, rather than letting it measure a page that was never drawn.

/** Ample for a frame on a loaded machine; a renderer that has stopped drawing never makes it. */
const FRAME_TIMEOUT_MS = 5_000;

/** The page's global once `withFrameWait` has run in it. */
export type FrameWindow = Window & { drawnFrame?: () => Promise<void> };

/**
 * Gives the page `window.drawnFrame()`: resolves on its next frame, rejects with "the renderer drew no frame in
 * 5 s". For code that scrolls and waits inside one `evaluate`; a navigation takes it away again.
 */
export async function withFrameWait(page: Page): Promise<void> {
  await page.evaluate((ms) => {
    (window as FrameWindow).drawnFrame ??= () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the renderer drew no frame in ${ms / 1000} s`)), ms);
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
