import type { Page } from "@playwright/test";

/**
 * The page has loaded (every resource of the document, fonts included), the framework's scripts, which each
 * page starts after its first paint, have run, and the browser has then had an idle moment: the page is
 * hydrated, and the site starts its deferred work (the home hero loop, link prefetching). Waits on those
 * conditions in the page itself, never on a fixed time or on the network falling quiet.
 */
export async function pageSettled(page: Page): Promise<void> {
  await pageHydrated(page);
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

/**
 * The framework's scripts have run: the page hydrates, and a click from here on reaches its handler (React
 * replays one that lands while hydration finishes). Every page starts those scripts after its first paint, so
 * the load event can come first. Next's bootstrap sets window.next just before it hydrates; the wait listens for
 * script loads in the page rather than polling, so it also holds under an installed fake clock.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if ("next" in window) return resolve();
        document.addEventListener("load", () => "next" in window && resolve(), true);
      }),
  );
}
