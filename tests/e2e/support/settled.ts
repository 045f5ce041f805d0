import type { Page } from "@playwright/test";

/**
 * The page has loaded (every resource of the document, fonts included) and the browser has then had an idle
 * moment: the point at which the site starts its deferred work (the home hero loop, link prefetching). Waits on
 * those conditions in the page itself, never on a fixed time or on the network falling quiet.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const idle = () =>
      new Promise<void>((resolve) =>
        "requestIdleCallback" in window
          ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
          : setTimeout(resolve, 0),
      );
    // Twice: work scheduled in the first idle period (a callback queued on load) has run by the second.
    await idle();
    await idle();
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}
