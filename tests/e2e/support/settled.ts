import type { Page } from "@playwright/test";
import { launcherLabels } from "./chatNames";
import { nextFrame } from "./frames";

export { nextFrame };

/**
 * The page has loaded (every resource of the document, fonts included), the framework's scripts have run, and the browser has then had an idle moment: the page is
 * hydrated, and the site starts its deferred work (the home hero loop). Waits on those
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
  });
  await nextFrame(page);
}

/**
 * The page has hydrated: a click from here on reaches its handler, and the controls that swap in with
 * JavaScript (the menu toggle, the Services button) are in place. The framework's scripts are async, so the
 * load event can come before hydration. The sign is the chat launcher, which the root layout
 * renders only once hydrated (components/chat/ChatLauncher.tsx). The wait listens in the page (script loads,
 * DOM changes) rather than polling, so it also holds under an installed fake clock.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(
    (labels) =>
      new Promise<void>((resolve) => {
        // The launcher is named in the page's language.
        const hydrated = () =>
          "next" in window &&
          Array.from(document.querySelectorAll("button")).some((b) => labels.includes(b.textContent?.trim() ?? ""));
        if (hydrated()) return resolve();
        const observer = new MutationObserver(() => {
          if (!hydrated()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    launcherLabels,
  );
}
