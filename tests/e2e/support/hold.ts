import type { Page } from "@playwright/test";

/** The framework's scripts. */
export const PAGE_SCRIPTS = "**/_next/static/chunks/*.js";

/**
 * Holds every request to `url` until the returned `release` is called: the moment a slow network gives a
 * visitor (typing or tapping before the scripts ran, a form's pending state before the receiver answers).
 * A page held on its scripts does not reach "load": go to it with `waitUntil: "domcontentloaded"`. Call it before
 * the page loads: in Chromium, routing switched on in a loaded page can miss a request the page makes right after.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => (await released, route.continue()));
  return release;
}
